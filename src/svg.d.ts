// What a page's import of an SVG file gives it: a component drawing the file.
declare module '*.svg' {
  const Svg: import('react').ComponentType<import('react').SVGProps<SVGSVGElement>>;
  export default Svg;
}
