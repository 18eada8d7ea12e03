import { styled } from 'styled-components'

/**
 * The `website` trap: people never see, reach or hear it; naive bots fill every field they find.
 * Off-screen rather than display:none, because some bots skip fields that are not rendered.
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <Trap aria-hidden="true">
      <label htmlFor="contact-website">{label}</label>
      <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </Trap>
  )
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`
