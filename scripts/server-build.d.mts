export declare const SERVER_ENTRY: { entry: string; output: string };
export declare function ensureServerBuild(
  bundle?: { entry: string; output: string },
  extraSources?: string[],
): Promise<string>;
