import { createElement, type ReactElement, type SVGProps } from 'react'
import type { LucideIconData } from 'lucide-react'

// lucide-react's per-icon modules (`lucide-react/icons/<name>`) export the icon's data as `__iconData` beside its
// component, but the one type file they share declares only the component: this says what they export.
declare module 'lucide-react/icons/activity' {
  export const __iconData: LucideIconData
}

/** An icon's shapes as lucide and tabler publish them: each element's tag, attributes and children, on a 24-unit grid. */
type IconShape = readonly [tag: string, attributes: object, children?: readonly IconShape[]]

function drawn([tag, attributes, children = []]: IconShape): ReactElement {
  return createElement(tag, attributes, ...children.map(drawn))
}

/** What an icon takes: any SVG attribute, and like lucide's `size` (both sides) and `color` (the stroke). */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'color'> & { size?: number; color?: string }

/** One icon's component. */
export type IconComponent = ReturnType<typeof iconOf>

/**
 * The component that draws one icon from the library's data, as the library's own component would but without what
 * nothing here reads: the library's classes and the SVG namespace, which an HTML parser supplies itself
 * (docs/front-end.md, "Where the libraries' output is changed, and why").
 */
export function iconOf(shapes: readonly IconShape[]): (props: IconProps) => ReactElement {
  return function Icon({ size = 24, color = 'currentColor', ...svg }: IconProps) {
    return createElement(
      'svg',
      {
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...svg,
      },
      ...shapes.map(drawn),
    )
  }
}
