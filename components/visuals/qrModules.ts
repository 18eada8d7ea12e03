/**
 * A QR-like pattern of `size` × `size` modules: the three finder squares of a real code and a fixed pseudo-random
 * fill, so it reads as a QR code without encoding anything a phone could follow.
 */
export function qrModules(size: number): { col: number; row: number }[] {
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
