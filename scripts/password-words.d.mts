/** Where the server build packs zxcvbn's word lists for the password worker. */
export const PASSWORD_WORDS_FILE: string;
/** The packed file's bytes for the installed zxcvbn-ts lists. */
export function packPasswordWords(versions?: Record<string, string>): Promise<Buffer>;
/** Packs the lists into `file` unless it already holds them packed from the installed versions; answers the file. */
export function ensurePasswordWords(file?: string): Promise<string>;
