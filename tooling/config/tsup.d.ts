import type { Options } from 'tsup';
/** The one build config of every publishable package: ESM JavaScript from tsup. */
export declare function createTsupConfig(
  options: Options,
): Options | Options[] | ((overrideOptions: Options) => Options | Options[] | Promise<Options | Options[]>);
