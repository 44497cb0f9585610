import type { workSteps as english } from '../en/app-steps-work';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const workSteps: Texts<typeof english> = {
  'notion.new_database_item': {
    name: 'Yeni veritabanı öğesi',
    description:
      'Son denetimden bu yana bir Notion veritabanına eklenen sayfalarla iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni veritabanı öğesi',
    },
    fields: {
      authorization: 'Yetkilendirme',
      databaseId: 'Veritabanı kimliği',
    },
    help: {
      authorization: 'bearer ya da oauth2 türünde bir yetkilendirme',
      databaseId:
        'Veritabanı bağlantısındaki 32 karakterlik kimlik; veritabanı entegrasyonla paylaşılmış olmalıdır',
    },
  },
  'notion.create_database_item': {
    name: 'Veritabanı öğesi oluştur',
    description:
      'Bir Notion veritabanına başlık, Notion biçiminde diğer özellik değerleri ve isteğe bağlı metin içeriğiyle bir sayfa ekler; yeni sayfayı kimliği ve URL’siyle döndürür.',
    actions: {
      run: 'Veritabanı öğesi oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      databaseId: 'Veritabanı kimliği',
      title: 'Başlık',
      titleProperty: 'Başlık özelliği',
      properties: 'Diğer özellikler',
      content: 'İçerik',
    },
    help: {
      authorization: 'bearer ya da oauth2 türünde bir yetkilendirme',
      databaseId:
        'Veritabanı bağlantısındaki 32 karakterlik kimlik; veritabanı entegrasyonla paylaşılmış olmalıdır',
      titleProperty: 'Veritabanının başlık sütunu',
      properties: 'Notion özellik değerleri, ör. {"Status": {"select": {"name": "Open"}}}',
      content: 'Sayfanın metni; her satır bir paragraf',
    },
  },
  'notion.query_database': {
    name: 'Veritabanını sorgula',
    description:
      'Bir Notion veritabanının sayfalarını listeler; isteğe bağlı olarak Notion’ın filter ve sort nesneleriyle süzer ve sıralar.',
    actions: {
      run: 'Veritabanını sorgula',
    },
    fields: {
      authorization: 'Yetkilendirme',
      databaseId: 'Veritabanı kimliği',
      filter: 'Filtre',
      sorts: 'Sıralamalar',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'bearer ya da oauth2 türünde bir yetkilendirme',
      databaseId:
        'Veritabanı bağlantısındaki 32 karakterlik kimlik; veritabanı entegrasyonla paylaşılmış olmalıdır',
      filter: 'Bir Notion filter nesnesi',
      sorts: 'Notion sort nesnelerinden oluşan bir liste',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'notion.get_page': {
    name: 'Sayfayı getir',
    description: 'Bir Notion sayfasını kimliğiyle okur: özellikleri, URL’si ve zamanları.',
    actions: {
      run: 'Sayfayı getir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      pageId: 'Sayfa kimliği',
    },
    help: {
      authorization: 'bearer ya da oauth2 türünde bir yetkilendirme',
    },
  },
  'notion.append_text': {
    name: 'Metin ekle',
    description: 'Bir Notion sayfasının sonuna metin paragrafları ekler (her satır bir paragraf).',
    actions: {
      run: 'Metin ekle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      pageId: 'Sayfa kimliği',
      text: 'Metin',
    },
    help: {
      authorization: 'bearer ya da oauth2 türünde bir yetkilendirme',
    },
  },
  'notion.custom_api_call': customApiCall('Notion', 'https://api.notion.com/v1', ['bearer', 'oauth2']),
  'github.new_issue': {
    name: 'Yeni iş kaydı',
    description:
      'Bir GitHub deposunda bir iş kaydı açıldığında iş akışını başlatır (bir depo webhook’u). Webhook, iş akışı açıldığında GitHub tarafında kaydedilir ve her teslimatın imzası denetlenir.',
    actions: {
      run: 'Yeni iş kaydı',
    },
    fields: {
      authorization: 'Yetkilendirme',
      owner: 'Sahip',
      repo: 'Depo',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      owner: 'Kullanıcı ya da kuruluş',
      repo: 'Deponun adı',
    },
  },
  'github.create_issue': {
    name: 'İş kaydı oluştur',
    description:
      'Bir GitHub deposunda başlık, isteğe bağlı gövde, etiketler ve atananlarla yeni bir iş kaydı açar; iş kaydını numarası ve URL’siyle döndürür.',
    actions: {
      run: 'İş kaydı oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      owner: 'Sahip',
      repo: 'Depo',
      title: 'Başlık',
      body: 'Gövde',
      labels: 'Etiketler',
      assignees: 'Atananlar',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      owner: 'Kullanıcı ya da kuruluş',
      repo: 'Deponun adı',
      body: 'Markdown',
      labels: 'Virgülle ayrılmış etiket adları',
      assignees: 'Virgülle ayrılmış kullanıcı adları',
    },
  },
  'github.get_issue': {
    name: 'İş kaydını getir',
    description:
      'Bir GitHub deposundaki bir iş kaydını numarasıyla okur: başlık, gövde, durum, etiketler ve yazar.',
    actions: {
      run: 'İş kaydını getir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      owner: 'Sahip',
      repo: 'Depo',
      issue_number: 'İş kaydı numarası',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      owner: 'Kullanıcı ya da kuruluş',
      repo: 'Deponun adı',
    },
  },
  'github.list_issues': {
    name: 'İş kayıtlarını listele',
    description:
      'Bir GitHub deposunun iş kayıtlarını (GitHub’ın yaptığı gibi pull request’ler dahil) en yeniden başlayarak, duruma ve etiketlere göre süzülmüş olarak listeler.',
    actions: {
      run: 'İş kayıtlarını listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      owner: 'Sahip',
      repo: 'Depo',
      state: 'Durum',
      labels: 'Etiketler',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      owner: 'Kullanıcı ya da kuruluş',
      repo: 'Deponun adı',
      labels: 'Virgülle ayrılmış; hepsine sahip iş kayıtları',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'github.create_comment': {
    name: 'Yorum oluştur',
    description:
      'Bir GitHub iş kaydına ya da pull request’ine yorum ekler; yorumu kimliği ve URL’siyle döndürür.',
    actions: {
      run: 'Yorum oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      owner: 'Sahip',
      repo: 'Depo',
      issue_number: 'İş kaydı numarası',
      body: 'Yorum',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      owner: 'Kullanıcı ya da kuruluş',
      repo: 'Deponun adı',
    },
  },
  'github.custom_api_call': customApiCall('GitHub', 'https://api.github.com', ['oauth2', 'bearer']),
  'jira.new_issue': {
    name: 'Yeni iş kaydı',
    description:
      'Son denetimden bu yana oluşturulan Jira iş kayıtlarıyla iş akışını başlatır; isteğe bağlı olarak JQL ile daraltılır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni iş kaydı',
    },
    fields: {
      authorization: 'Yetkilendirme',
      jql: 'Yalnızca eşleşen iş kayıtları (JQL)',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
    },
  },
  'jira.create_issue': {
    name: 'İş kaydı oluştur',
    description:
      'Bir projede özet, iş kaydı türü, isteğe bağlı düz metin açıklama ve etiketlerle bir Jira iş kaydı oluşturur; kimliğini, anahtarını (PROJ-123) ve API URL’sini döndürür.',
    actions: {
      run: 'İş kaydı oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      project: 'Proje anahtarı',
      issueType: 'İş kaydı türü',
      summary: 'Özet',
      description: 'Açıklama',
      labels: 'Etiketler',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      issueType: 'Task, Bug, Story…',
      description: 'Düz metin; her satır bir paragraf',
      labels: 'Virgülle ayrılmış, etiket içinde boşluk olmadan',
    },
  },
  'jira.get_issue': {
    name: 'İş kaydını getir',
    description:
      'Bir Jira iş kaydını anahtarı ya da kimliğiyle okur: özet, durum, tür, proje, atanan kişi, etiketler ve tarihler (listelenen alanlar ya da tümü).',
    actions: {
      run: 'İş kaydını getir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      issueKey: 'İş kaydı anahtarı',
      fields: 'Alanlar',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      issueKey: 'İş kaydı anahtarı ya da sayısal kimliği',
      fields: 'Virgülle ayrılmış alan kimlikleri ya da *all',
    },
  },
  'jira.search_issues': {
    name: 'İş kayıtlarında ara',
    description:
      'Bir JQL sorgusuyla (örneğin project = PROJ AND status = "To Do" ORDER BY created DESC) Jira iş kayıtlarını bulur ve seçilen alanlarla döndürür.',
    actions: {
      run: 'İş kayıtlarında ara',
    },
    fields: {
      authorization: 'Yetkilendirme',
      jql: 'JQL',
      fields: 'Alanlar',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      fields: 'Virgülle ayrılmış alan kimlikleri',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'jira.add_comment': {
    name: 'Yorum ekle',
    description:
      'Bir Jira iş kaydına düz metin yorum ekler; yorumu kimliği, yazarı ve oluşturulma zamanıyla döndürür.',
    actions: {
      run: 'Yorum ekle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      issueKey: 'İş kaydı anahtarı',
      body: 'Yorum',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      issueKey: 'İş kaydı anahtarı ya da sayısal kimliği',
    },
  },
  'jira.custom_api_call': customApiCall('Jira', 'https://your-domain.atlassian.net', ['bearer']),
};
