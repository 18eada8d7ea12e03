/** The id of the `<script type="application/json">` that carries the shell context to the browser. */
export const shellContextElementId = 'shell-context'
