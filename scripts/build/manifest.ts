// Vite's build manifest (dist/.vite/manifest.json), as the prerender and the service-worker build
// read it.

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of a kit's chunk (features.ts): a group chunk has no source module of its
 *  own, so it is listed as `_<kit>-<hash>.js`. */
export const kitKey = (manifest: Manifest, kit: string): string[] => Object.keys(manifest).filter((k) => k.startsWith(`_${kit}-`));
