/** What the three packages offer, each point true for all of them per the facts file. */
import type {ReactNode} from 'react';
import Heading from '@theme/Heading';

const features = [
  {
    title: 'Strings, numbers or objects',
    text: 'Pass any array as the list. For objects, name the property to show and search with objectProperty.',
  },
  {
    title: 'Long lists stay fast',
    text: 'Only a window of rows is rendered at a time; more rows are added as the reader scrolls.',
  },
  {
    title: 'Load from your API',
    text: 'Ask your server for the next page when the reader reaches the end of the list or picks View More.',
  },
  {
    title: 'Disable single items',
    text: 'Mark rows as not selectable with a property of the item or a function you provide.',
  },
  {
    title: 'Style every part',
    text: 'Custom class and style objects reach each element: input, label, list, rows, spinner.',
  },
  {
    title: 'ARIA labels you control',
    text: 'Every accessible name has a sensible default that you can replace with your own wording.',
  },
];

export default function Features(): ReactNode {
  return (
    <section aria-labelledby="features-heading">
      <Heading as="h2" id="features-heading">
        What the plugins offer
      </Heading>
      <div className="row">
        {features.map(({title, text}) => (
          <div key={title} className="col col--4 margin-bottom--md">
            <Heading as="h3">{title}</Heading>
            <p>{text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
