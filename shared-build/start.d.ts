export declare const SHELL_STARTUP: readonly string[];
export declare const LAZY_SHARED: readonly string[];
