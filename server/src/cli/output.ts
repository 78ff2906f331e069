/** Where the CLI writes: the console in real use, a buffer in tests. */
export interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}
