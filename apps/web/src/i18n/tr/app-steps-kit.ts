/** The kit's "Custom API call" step of an app, worded once. */
export const customApiCall = (app: string, url: string, kinds: readonly string[]) => ({
  name: 'Özel API çağrısı',
  description: `${app} API’sine adımın yetkilendirmesiyle herhangi bir istek gönderir; durumu, başlıkları ve gövdeyi döndürür. Yol ${url} adresine göredir.`,
  actions: { run: 'Özel API çağrısı' },
  fields: {
    authorization: 'Yetkilendirme',
    method: 'Yöntem',
    path: 'Yol',
    query: 'Sorgu parametreleri',
    headers: 'Başlıklar',
    body: 'Gövde (JSON)',
  },
  help: {
    authorization: `${kinds.join(' ya da ')} türünde bir yetkilendirme`,
    path: `Uygulamanın API temel URL’sine göre (${url})`,
  },
});
