/** Written by build/shellCopies.ts: a language's shell copy. */
declare module 'virtual:fluxa/shell-copy/*' {
  const copy: import('../../components/pageContext/ShellCopy.ts').ShellCopy
  export default copy
}
