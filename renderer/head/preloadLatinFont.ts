import type { InjectFilterEntry } from 'vike/types'
import { interFontFiles } from '../../components/brand/interFontFiles.ts'

/**
 * Vike's `injectFilter` (production only): of the font files the page's modules import (Inter's Latin and Latin
 * Extended files, 130 KB), Vike preloads only the Latin file, the one every page uses above the fold: every page opens
 * with a heading in Inter, so it is fetched with the HTML, not after the CSS. Latin Extended loads only if a page shows
 * one of its characters. The preload goes at the start of <head>, where Vike then writes the entry's tag
 * (renderer/+config.ts, injectScriptsAt): the font is asked for first.
 */
export function preloadLatinFont(assets: InjectFilterEntry[]): void {
  for (const asset of assets)
    if (asset.assetType === 'font') asset.inject = asset.src === interFontFiles.latin.url ? 'HTML_BEGIN' : false
}
