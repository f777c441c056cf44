export declare const HEADLESS_FLAGS: string[];
export declare function chromiumPath(): string | undefined;
export declare function ensureChromium(): string;
