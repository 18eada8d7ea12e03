import { msg } from '@lingui/core/macro'

/** Titles and texts of the error pages, used for both the page and its <title>. */
export const errorMessages = {
  notFound: {
    title: msg({ id: 'notFound.title', message: 'Página não encontrada' }),
    description: msg({
      id: 'notFound.description',
      message: 'O endereço que você procurou não existe ou mudou de lugar.',
    }),
  },
  serverError: {
    title: msg({ id: 'serverError.title', message: 'Algo deu errado' }),
    description: msg({
      id: 'serverError.description',
      message: 'Não foi possível exibir esta página agora. Tente novamente em instantes.',
    }),
  },
}
