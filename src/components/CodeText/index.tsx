/** Renders a sentence from src/data/ in which `backticks` mark inline code. */
import type {ReactNode} from 'react';

export function withCode(text: string): ReactNode[] {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

export default function CodeText({text}: {text: string}): ReactNode {
  return <>{withCode(text)}</>;
}
