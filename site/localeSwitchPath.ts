/**
 * The server route behind the language toggle (docs/languages-and-urls.md, docs/progressive-enhancement.md): `GET /language?to=<locale>&path=<logical path>`
 * stores the choice in the language cookie and answers with a redirect to the twin page, so the choice is
 * remembered without JavaScript too.
 */
export const localeSwitchPath = '/language'
