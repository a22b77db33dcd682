/** `creationStep` of the published API, as words. The setup wizard's steps; `ready` is a finished deployment. */
const stepWords: Record<string, string> = {
  project: 'Setting up the project',
  upload: 'Uploading the data model',
  schema: 'Generating the data model',
  github: 'Connecting a GitHub repository',
  ssh: 'Connecting a Git repository over SSH',
  databases: 'Connecting a database',
  ready: 'Ready',
  demo: 'Demo deployment',
};

/** Words for a known step; an unknown step is shown as the service wrote it, never guessed. */
export function creationStepWords(step: string): string {
  return stepWords[step] ?? `Step “${step}”`;
}
