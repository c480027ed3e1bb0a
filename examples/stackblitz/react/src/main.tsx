// Renders the example in src/Example.tsx, the file shown on the docs page.
import {createRoot} from 'react-dom/client';
import Example from './Example';

createRoot(document.getElementById('root')!).render(<Example />);
