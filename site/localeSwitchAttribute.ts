/** The attribute that marks a link to the other language (the header toggle); its value is that language. */
export const localeSwitchAttribute = 'data-locale-switch'
