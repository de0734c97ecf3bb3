// Where server faults and notes go (never the client). A module of its own so that the live channel, the
// jobs and the database layer can log without importing the HTTP layer.
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}
