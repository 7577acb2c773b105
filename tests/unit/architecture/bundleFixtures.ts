/** A chunk as Rollup hands it to `writeBundle`, for the build steps' tests (scripts/precacheByNeed.ts). */
export function chunk(
  fileName: string,
  facadeModuleId: string | null,
  links: { imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean } = {},
) {
  return {
    type: 'chunk' as const,
    fileName,
    facadeModuleId,
    isEntry: links.isEntry ?? false,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(links.css ?? []), importedAssets: new Set<string>() },
  };
}
