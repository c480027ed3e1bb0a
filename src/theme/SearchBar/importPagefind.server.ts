/** The server bundle's ./importPagefind.ts: the server render never searches. */
export default function importPagefind<T>(url: string): Promise<T> {
  return Promise.reject(new Error(`Pagefind (${url}) only loads in the browser.`));
}
