/** Share images (og:image) are 1200×630, the size LinkedIn, WhatsApp and X crop least. */
export const shareImageSize = { width: 1200, height: 630 } as const
