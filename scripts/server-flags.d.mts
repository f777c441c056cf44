export declare function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];

export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
