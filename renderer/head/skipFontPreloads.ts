/**
 * Vike would preload every font file the page's modules import (Inter's Latin and Latin Extended files, 130 KB);
 * the head preloads only the Latin file, the one every page uses above the fold (renderHead.ts). Latin Extended
 * loads only if a page shows one of its characters.
 */
export function skipFontPreloads(assets: Array<{ assetType: string | null; inject: unknown }>): void {
  for (const asset of assets) if (asset.assetType === 'font') asset.inject = false
}
