/** Written by build/shellCopies.ts: a language's shell copy. */
declare module 'virtual:fluxa/shell-copy/*' {
  const copy: import('../../components/pageContext/shellContext.ts').ShellCopy
  export default copy
}
