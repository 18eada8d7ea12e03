import { theme } from '../theme.ts'
import { strokesPath } from './strokesPath.ts'

/**
 * A QR-like pattern of `size` × `size` modules: the three finder squares of a real code and a fixed pseudo-random
 * fill, so it reads as a QR code without encoding anything a phone could follow.
 */
function qrModules(size: number): { col: number; row: number }[] {
  const finder = (col: number, row: number) =>
    [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ].some(([c, r]) => col >= c - 1 && col <= c + 7 && row >= r - 1 && row <= r + 7)
  const modules: { col: number; row: number }[] = []
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (finder(col, row)) continue
      if ((col * 31 + row * 17 + ((col * row) % 7)) % 5 < 2) modules.push({ col, row })
    }
  }
  return modules
}

/** The modules as runs along each row, each run one stroke of a cell's height: one element, no seams between cells. */
function modulesPath(size: number, x: number, y: number, cell: number): string {
  const runs = qrModules(size).reduce<{ col: number; row: number; length: number }[]>((all, { col, row }) => {
    const last = all.at(-1)
    if (last && last.row === row && last.col + last.length === col) last.length++
    else all.push({ col, row, length: 1 })
    return all
  }, [])
  return strokesPath(
    runs.map(({ col, row, length }) => ({ x: x + col * cell, y: y + (row + 0.5) * cell, length: length * cell })),
  )
}

/**
 * An illustrative QR code (PIX's payment screen, USDT's deposit address): `size` modules a side of `cell` px from
 * (x, y), with the three nested finder squares of a real code, on the panel's white.
 */
export function QrCode({ x, y, size, cell }: { x: number; y: number; size: number; cell: number }) {
  const far = size - 7
  return (
    <g>
      {/* One path for the modules: one element for the browser to style and lay out. */}
      <path d={modulesPath(size, x, y, cell)} fill="none" stroke={theme.color.navyDeep} strokeWidth={cell} />
      {[
        [0, 0],
        [far, 0],
        [0, far],
      ].map(([col = 0, row = 0]) => (
        <g key={`${col}-${row}`}>
          <rect x={x + col * cell} y={y + row * cell} width={7 * cell} height={7 * cell} fill={theme.color.navyDeep} />
          <rect
            x={x + (col + 1) * cell}
            y={y + (row + 1) * cell}
            width={5 * cell}
            height={5 * cell}
            fill={theme.visual.panel}
          />
          <rect
            x={x + (col + 2) * cell}
            y={y + (row + 2) * cell}
            width={3 * cell}
            height={3 * cell}
            fill={theme.color.navyDeep}
          />
        </g>
      ))}
    </g>
  )
}
