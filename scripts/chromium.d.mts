export declare const DEBIAN_CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare const chromiumPath: (override?: string) => string | undefined;
export declare const launchOptions: (override?: string) => { executablePath?: string; args?: string[] };
