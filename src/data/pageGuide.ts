/** What a reader finds on each docs page, for the introduction pages' "Where to find what" list. */
export const pageGuide: Readonly<Record<string, {label: string; finds: string}>> = {
  intro: {label: 'Introduction', finds: 'what the package is, supported versions and this list'},
  package_info: {
    label: 'Package information',
    finds: 'npm name, licence, dependencies and the full feature list',
  },
  package_versions: {
    label: 'Package versions',
    finds: 'every release, newest first, with its date and changes',
  },
  whats_new: {label: "What's new", finds: 'the changes of the latest releases'},
  upgrade: {
    label: 'Upgrade guide',
    finds: 'what to check and change from the release you have to a later one, with code before and after',
  },
  best_use: {
    label: 'Best use',
    finds: 'settings for big lists, lazy loading, disabled items, default values and several instances',
  },
  other_information: {
    label: 'Other information',
    finds: 'list width, styling with Bootstrap or Tailwind, several instances and known limitations',
  },
  ai_assistants: {
    label: 'Use with AI assistants',
    finds: 'Markdown twins, llms.txt files and the MCP server for coding assistants',
  },
  install: {label: 'Installation', finds: 'the install command, peer dependencies and a first example'},
  input_props: {
    label: 'Inputs',
    finds: 'every input with its type, default value and the version that added it',
  },
  output_props: {label: 'Outputs', finds: 'every event, its payload and the input that switches it on'},
  props: {label: 'Props', finds: 'every prop with its type, default value and the version that added it'},
  using_module: {label: 'Using the module', finds: 'how to import and register the component'},
  spinner: {label: 'Spinner', finds: 'the built-in loading row and how to project your own'},
  class_style: {label: 'Classes and styles', finds: 'every customClass and customStyle key'},
  aria: {label: 'ARIA', finds: 'the accessibility labels you can set and their defaults'},
  stackblitz: {label: 'StackBlitz examples', finds: 'live demos you can open and fork'},
  others: {label: 'Support and roadmap', finds: 'issues, sponsoring, roadmap and local development'},
};
