export interface Writes {
  acknowledged: string[];
  unexpected: string[];
  whenAcknowledged(count: number): Promise<void>;
  stop(): Promise<void>;
}
export function writeUntilStopped(base: string, tag: string, clients?: number): Writes;
export function storedInquiryEmails(
  base: string,
  credentials: { username: string; password: string },
): Promise<Set<string>>;
