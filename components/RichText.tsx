import { textBlocks } from './textBlocks.ts'

/** Paragraphs and bullet lists of a long-form message (see textBlocks). */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {textBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </>
  )
}
