// Mounts the example in src/Example.vue, the file shown on the docs page.
import {createApp} from 'vue';
import Example from './Example.vue';

createApp(Example).mount('#app');
