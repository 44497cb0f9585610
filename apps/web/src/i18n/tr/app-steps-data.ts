import type { dataSteps as english } from '../en/app-steps-data';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const dataSteps: Texts<typeof english> = {
  'hubspot.create_contact': {
    name: 'Kişi oluştur',
    description:
      'E-posta, ad, telefon, şirket ve diğer kişi özellikleriyle bir HubSpot kişisi oluşturur; bu e-postaya sahip bir kişi varsa çakışmayla başarısız olur. Kişiyi kimliğiyle döndürür.',
    actions: {
      run: 'Kişi oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      email: 'E-posta',
      firstname: 'Ad',
      lastname: 'Soyadı',
      phone: 'Telefon',
      company: 'Şirket',
      properties: 'Diğer özellikler',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      properties: 'İç adlarıyla ek özellikler, JSON nesnesi olarak: {"lifecyclestage": "lead"}',
    },
  },
  'hubspot.update_contact': {
    name: 'Kişiyi güncelle',
    description:
      'Var olan bir HubSpot kişisinin verilen özelliklerini kimliğiyle (ya da "Kimlik bir e-posta" ile e-postasıyla) ayarlar; boş bırakılan özellikler değişmez. Güncellenen kişiyi döndürür.',
    actions: {
      run: 'Kişiyi güncelle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      contactId: 'Kişi kimliği',
      byEmail: 'Kimlik bir e-posta',
      email: 'E-posta',
      firstname: 'Ad',
      lastname: 'Soyadı',
      phone: 'Telefon',
      company: 'Şirket',
      properties: 'Diğer özellikler',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      contactId: 'Kişinin kimliği ya da e-postası',
      properties: 'İç adlarıyla ek özellikler, JSON nesnesi olarak: {"lifecyclestage": "lead"}',
    },
  },
  'hubspot.new_contact': {
    name: 'Yeni kişi',
    description:
      'Son denetimden bu yana oluşturulan HubSpot kişileriyle, istenen özellikleriyle birlikte iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni kişi',
    },
    fields: {
      authorization: 'Yetkilendirme',
      fields: 'Döndürülecek özellikler',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      fields: 'Virgülle ayrılmış iç adlar',
    },
  },
  'hubspot.search_contacts': {
    name: 'Kişilerde ara',
    description:
      'Bir özelliği bir değerle eşleşen (örneğin email EQ ada@example.com) ya da ad, e-posta, telefon ve şirket üzerinde serbest metin sorgusuyla bulunan HubSpot kişilerini bulur; kişileri istenen özelliklerle döndürür.',
    actions: {
      run: 'Kişilerde ara',
    },
    fields: {
      authorization: 'Yetkilendirme',
      property: 'Özellik',
      operator: 'Operatör',
      value: 'Değer',
      query: 'Serbest metin sorgusu',
      fields: 'Döndürülecek özellikler',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      property: 'Özelliğin iç adı',
      query: 'Filtrenin yerine ya da onunla birlikte',
      fields: 'Virgülle ayrılmış iç adlar',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'hubspot.create_deal': {
    name: 'Anlaşma oluştur',
    description:
      'Ad, aşama, satış hattı, tutar ve kapanış tarihiyle, isteğe bağlı olarak bir kişiyle ilişkilendirilmiş bir HubSpot anlaşması oluşturur; anlaşmayı kimliğiyle döndürür.',
    actions: {
      run: 'Anlaşma oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      dealname: 'Anlaşma adı',
      dealstage: 'Aşama',
      pipeline: 'Satış hattı',
      amount: 'Tutar',
      closedate: 'Kapanış tarihi',
      contactId: 'İlişkili kişi kimliği',
      properties: 'Diğer özellikler',
    },
    help: {
      authorization: 'oauth2 ya da bearer türünde bir yetkilendirme',
      dealstage: 'Aşamanın iç kimliği',
      closedate: 'Bir tarih ya da ISO zamanı',
      properties: 'İç adlarıyla ek özellikler, JSON nesnesi olarak: {"lifecyclestage": "lead"}',
    },
  },
  'hubspot.custom_api_call': customApiCall('HubSpot', 'https://api.hubapi.com', ['oauth2', 'bearer']),
  'airtable.new_record': {
    name: 'Yeni kayıt',
    description:
      'Son denetimden bu yana bir Airtable tablosunda (isteğe bağlı olarak bir görünümde ya da bir formülle eşleşen) oluşturulan kayıtlarla iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni kayıt',
    },
    fields: {
      authorization: 'Yetkilendirme',
      baseId: 'Base kimliği',
      table: 'Tablo',
      view: 'Görünüm',
      filterByFormula: 'Yalnızca eşleşen kayıtlar (formül)',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      baseId: 'Base’in URL’sindeki app… kimliği',
      table: 'Tablonun adı ya da tbl… kimliği',
      view: 'Yalnızca bu görünümün kayıtları',
    },
  },
  'airtable.list_records': {
    name: 'Kayıtları listele',
    description:
      'Bir Airtable tablosunun kayıtlarını listeler; isteğe bağlı olarak yalnızca bir görünümdekileri ya da bir formülle (filterByFormula) eşleşenleri, bir alana göre sıralı ve yalnızca bazı alanlarla; her kaydın kimliği, createdTime değeri ve alanları vardır.',
    actions: {
      run: 'Kayıtları listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      baseId: 'Base kimliği',
      table: 'Tablo',
      filterByFormula: 'Filtre formülü',
      view: 'Görünüm',
      sortField: 'Sıralama alanı',
      sortDirection: 'Sıralama yönü',
      fields: 'Alanlar',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      baseId: 'Base’in URL’sindeki app… kimliği',
      table: 'Tablonun adı ya da tbl… kimliği',
      filterByFormula: 'Bir Airtable formülü; yalnızca doğru olduğu kayıtlar',
      view: 'Bir görünümün adı ya da kimliği: onun kayıtları, onun sırasıyla',
      fields: 'Virgülle ayrılmış alan adları; boşsa tüm alanlar',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'airtable.get_record': {
    name: 'Kaydı getir',
    description: 'Bir Airtable kaydını kimliğiyle okur: createdTime değeri ve alanlarının değerleri.',
    actions: {
      run: 'Kaydı getir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      baseId: 'Base kimliği',
      table: 'Tablo',
      recordId: 'Kayıt kimliği',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      baseId: 'Base’in URL’sindeki app… kimliği',
      table: 'Tablonun adı ya da tbl… kimliği',
    },
  },
  'airtable.create_records': {
    name: 'Kayıt oluştur',
    description:
      'Bir Airtable tablosuna kayıt ekler: bir kaydın alan değerleri alan adıyla anahtarlanmış bir JSON nesnesi olarak ya da bu nesnelerden en fazla 10 taneden oluşan bir liste olarak; oluşturulan kayıtları kimlikleriyle döndürür.',
    actions: {
      run: 'Kayıt oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      baseId: 'Base kimliği',
      table: 'Tablo',
      fields: 'Alan değerleri',
      typecast: 'Değerleri dönüştür',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      baseId: 'Base’in URL’sindeki app… kimliği',
      table: 'Tablonun adı ya da tbl… kimliği',
      fields:
        'Bir kayıt: {"Name": "Ada", "Status": "Open"}; ya da bunlardan en fazla 10 taneden oluşan bir liste',
      typecast: 'Metni alanın türüne Airtable dönüştürsün (seçenekler, tarihler, bağlı kayıtlar)',
    },
  },
  'airtable.update_record': {
    name: 'Kaydı güncelle',
    description:
      'Bir Airtable kaydının verilen alanlarını değiştirir (PATCH: verilmeyen alanlar değerlerini korur); kaydı tüm alanlarıyla döndürür.',
    actions: {
      run: 'Kaydı güncelle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      baseId: 'Base kimliği',
      table: 'Tablo',
      recordId: 'Kayıt kimliği',
      fields: 'Alan değerleri',
      typecast: 'Değerleri dönüştür',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      baseId: 'Base’in URL’sindeki app… kimliği',
      table: 'Tablonun adı ya da tbl… kimliği',
      fields: 'Değiştirilecek alanlar: {"Status": "Done"}',
      typecast: 'Metni alanın türüne Airtable dönüştürsün (seçenekler, tarihler, bağlı kayıtlar)',
    },
  },
  'airtable.delete_record': {
    name: 'Kaydı sil',
    description: 'Bir Airtable kaydını kimliğiyle siler; kimliğini ve deleted: true döndürür.',
    actions: {
      run: 'Kaydı sil',
    },
    fields: {
      authorization: 'Yetkilendirme',
      baseId: 'Base kimliği',
      table: 'Tablo',
      recordId: 'Kayıt kimliği',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      baseId: 'Base’in URL’sindeki app… kimliği',
      table: 'Tablonun adı ya da tbl… kimliği',
    },
  },
  'airtable.list_bases': {
    name: 'Base’leri listele',
    description:
      'Token’ın erişebildiği Airtable base’lerini her birinin kimliği (app…), adı ve izin düzeyiyle listeler.',
    actions: {
      run: 'Base’leri listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'airtable.custom_api_call': customApiCall('Airtable', 'https://api.airtable.com/v0', ['bearer']),
  'supabase.new_row': {
    name: 'Yeni satır',
    description:
      'Son denetimden bu yana bir Supabase tablosuna eklenen satırlarla iş akışını başlatır; satırlar, adını verdiğiniz bir oluşturulma zamanı sütunuyla bulunur. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni satır',
    },
    fields: {
      authorization: 'Yetkilendirme',
      table: 'Tablo',
      createdColumn: 'Oluşturulma zamanı sütunu',
      idColumn: 'Kimlik sütunu',
      filters: 'Filtreler',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      table: 'public şemasındaki bir tablo ya da görünüm',
      createdColumn: 'Bir satır eklenince ayarlanan zaman damgası sütunu (varsayılan now())',
      idColumn: 'Birincil anahtar sütunu',
      filters:
        'PostgREST filtreleri, her satırda bir tane (ya da & ile birleştirilmiş): column=operator.value, ör. status=eq.open, age=gte.18, id=in.(1,2,3)',
    },
  },
  'supabase.select_rows': {
    name: 'Satırları getir',
    description:
      'Bir Supabase tablosunun ya da görünümünün satırlarını PostgREST filtreleriyle (status=eq.open) süzülmüş, seçilen sütunlar ve sırayla okur; satırları döndürür.',
    actions: {
      run: 'Satırları getir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      table: 'Tablo',
      filters: 'Filtreler',
      select: 'Sütunlar',
      order: 'Sıra',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      table: 'public şemasındaki bir tablo ya da görünüm',
      filters:
        'PostgREST filtreleri, her satırda bir tane (ya da & ile birleştirilmiş): column=operator.value, ör. status=eq.open, age=gte.18, id=in.(1,2,3)',
      select: 'PostgREST select: id,title ya da *; ilişkili tablolar author(name) biçiminde',
      order: 'column.asc ya da column.desc, virgülle ayrılmış',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla satır sayısı',
    },
  },
  'supabase.insert_rows': {
    name: 'Satır ekle',
    description:
      'Bir Supabase tablosuna bir satır (sütunla anahtarlanmış bir JSON nesnesi) ya da bir satır listesi ekler; eklenen satırları üretilen kimlikleri ve varsayılan değerleriyle döndürür.',
    actions: {
      run: 'Satır ekle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      table: 'Tablo',
      rows: 'Satırlar',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      table: 'public şemasındaki bir tablo ya da görünüm',
      rows: 'Sütunla anahtarlanmış JSON nesnesi olarak bir satır ({"title": "Call Ada"}) ya da bir satır listesi',
    },
  },
  'supabase.update_rows': {
    name: 'Satırları güncelle',
    description:
      'Bir Supabase tablosunda filtrelerle eşleşen satırlarda verilen sütun değerlerini ayarlar (en az bir filtre gerekir); güncellenen satırları döndürür.',
    actions: {
      run: 'Satırları güncelle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      table: 'Tablo',
      filters: 'Filtreler',
      values: 'Değerler',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      table: 'public şemasındaki bir tablo ya da görünüm',
      filters:
        'PostgREST filtreleri, her satırda bir tane (ya da & ile birleştirilmiş): column=operator.value, ör. status=eq.open, age=gte.18, id=in.(1,2,3)',
      values: 'Ayarlanacak sütunlar: {"status": "closed"}',
    },
  },
  'supabase.upsert_rows': {
    name: 'Satır ekle ya da güncelle',
    description:
      'Bir Supabase tablosuna satır ekler; birincil anahtarı (ya da verilen benzersiz sütunları) zaten var olan satırları ise günceller; satırları saklandıkları hâliyle döndürür.',
    actions: {
      run: 'Satır ekle ya da güncelle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      table: 'Tablo',
      rows: 'Satırlar',
      onConflict: 'Benzersiz sütunlar',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      table: 'public şemasındaki bir tablo ya da görünüm',
      rows: 'Sütunla anahtarlanmış JSON nesnesi olarak bir satır ({"title": "Call Ada"}) ya da bir satır listesi',
      onConflict:
        'Eşleştirmede kullanılacak bir benzersizlik kısıtının virgülle ayrılmış sütunları; boşsa birincil anahtar',
    },
  },
  'supabase.delete_rows': {
    name: 'Satırları sil',
    description:
      'Bir Supabase tablosunda filtrelerle eşleşen satırları siler (en az bir filtre gerekir); silinen satırları döndürür.',
    actions: {
      run: 'Satırları sil',
    },
    fields: {
      authorization: 'Yetkilendirme',
      table: 'Tablo',
      filters: 'Filtreler',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      table: 'public şemasındaki bir tablo ya da görünüm',
      filters:
        'PostgREST filtreleri, her satırda bir tane (ya da & ile birleştirilmiş): column=operator.value, ör. status=eq.open, age=gte.18, id=in.(1,2,3)',
    },
  },
  'supabase.call_function': {
    name: 'Fonksiyon çağır',
    description:
      'Supabase projesindeki bir Postgres fonksiyonunu (RPC) JSON nesnesi olarak verilen adlandırılmış argümanlarla çağırır; fonksiyonun döndürdüğünü döndürür.',
    actions: {
      run: 'Fonksiyon çağır',
    },
    fields: {
      authorization: 'Yetkilendirme',
      fn: 'Fonksiyon',
      args: 'Argümanlar',
    },
    help: {
      authorization: 'bearer türünde bir yetkilendirme',
      fn: 'public şemasındaki fonksiyonun adı',
      args: 'Adlandırılmış argümanlar: {"user_id": 42}',
    },
  },
  'supabase.custom_api_call': customApiCall('Supabase', 'https://your-project-ref.supabase.co', ['bearer']),
};
