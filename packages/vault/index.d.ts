/** The folder of the built vault document (`index.html`, one script, one stylesheet). */
export declare const vaultRoot: string;
