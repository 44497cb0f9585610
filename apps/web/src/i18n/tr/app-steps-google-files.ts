import type { googleFilesSteps as english } from '../en/app-steps-google-files';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const googleFilesSteps: Texts<typeof english> = {
  'google-sheets.new_row': {
    name: 'Yeni satır',
    description:
      'Son denetimden bu yana bir Google Sheets sekmesinin sonuna eklenen satırlarla iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Yeni satır',
    },
    fields: {
      authorization: 'Yetkilendirme',
      spreadsheetId: 'E-tablo kimliği',
      sheet: 'Sayfa',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      spreadsheetId: 'E-tablonun URL’sindeki uzun kimlik: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'Sekmenin adı',
    },
  },
  'google-sheets.append_row': {
    name: 'Satır ekle',
    description:
      'Sütun adlarıyla anahtarlanmış bir nesneden bir Google Sheets sekmesinin sonuna satır ekler; yazılan aralığı döndürür.',
    actions: {
      run: 'Satır ekle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      spreadsheetId: 'E-tablo kimliği',
      sheet: 'Sayfa',
      row: 'Satır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      spreadsheetId: 'E-tablonun URL’sindeki uzun kimlik: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'Sekmenin adı',
      row: 'Sütun adlarıyla (başlık satırı) anahtarlanmış bir nesne, ör. {"Name": "Ada", "Email": "ada@example.com"}',
    },
  },
  'google-sheets.update_row': {
    name: 'Satırı güncelle',
    description:
      'Bir Google Sheets sekmesinde sütunu bir değere eşit olan ilk satırı değiştirir: verilen sütunları yazar, diğerlerini korur; eşleşen satır yoksa başarısız olur.',
    actions: {
      run: 'Satırı güncelle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      spreadsheetId: 'E-tablo kimliği',
      sheet: 'Sayfa',
      column: 'Eşleşecek sütun',
      value: 'Eşleşecek değer',
      row: 'Satır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      spreadsheetId: 'E-tablonun URL’sindeki uzun kimlik: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'Sekmenin adı',
      row: 'Sütun adlarıyla (başlık satırı) anahtarlanmış bir nesne, ör. {"Name": "Ada", "Email": "ada@example.com"}',
    },
  },
  'google-sheets.lookup_rows': {
    name: 'Satırları bul',
    description:
      'Bir Google Sheets sekmesinde sütunu bir değere eşit olan (metin olarak karşılaştırılır) satırları bulur ve nesne olarak döndürür.',
    actions: {
      run: 'Satırları bul',
    },
    fields: {
      authorization: 'Yetkilendirme',
      spreadsheetId: 'E-tablo kimliği',
      sheet: 'Sayfa',
      column: 'Sütun',
      value: 'Değer',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      spreadsheetId: 'E-tablonun URL’sindeki uzun kimlik: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'Sekmenin adı',
      column: 'Başlık satırındaki bir ad',
    },
  },
  'google-sheets.read_rows': {
    name: 'Satırları oku',
    description:
      'Bir Google Sheets sekmesinin her satırını başlık satırıyla anahtarlanmış nesneler olarak okur (_row ile, satır numarası).',
    actions: {
      run: 'Satırları oku',
    },
    fields: {
      authorization: 'Yetkilendirme',
      spreadsheetId: 'E-tablo kimliği',
      sheet: 'Sayfa',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      spreadsheetId: 'E-tablonun URL’sindeki uzun kimlik: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'Sekmenin adı',
    },
  },
  'google-sheets.custom_api_call': customApiCall('Google Sheets', 'https://sheets.googleapis.com/v4', [
    'oauth2',
  ]),
  'google-drive.new_file': {
    name: 'Klasörde yeni dosya',
    description:
      'Son denetimden bu yana bir Google Drive klasöründe oluşturulan dosyalarla iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Klasörde yeni dosya',
    },
    fields: {
      authorization: 'Yetkilendirme',
      folderId: 'Klasör kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      folderId: 'Klasörün URL’sindeki kimlik: drive.google.com/drive/folders/<id>; "root" Drive’ım demektir',
    },
  },
  'google-drive.list_files': {
    name: 'Dosyaları listele',
    description:
      'Google Drive dosyalarını listeler ya da arar (isteğe bağlı olarak yalnızca bir klasördekileri, "name contains \'report\'" gibi bir Drive sorgusuyla); her dosyanın kimliğini, adını, MIME türünü, üst klasörlerini, zamanlarını, boyutunu ve bağlantısını döndürür.',
    actions: {
      run: 'Dosyaları listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      q: 'Arama sorgusu',
      folderId: 'Klasör kimliği',
      includeTrashed: 'Çöp kutusundaki dosyaları da al',
      orderBy: 'Sıralama',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      q: "Drive’ın sorgu dili, ör. name contains 'invoice' and mimeType = 'application/pdf'",
      folderId: 'Klasörün URL’sindeki kimlik: drive.google.com/drive/folders/<id>; "root" Drive’ım demektir',
      orderBy: 'ör. "modifiedTime desc" ya da "name"; boşsa Drive’ın varsayılan sırası',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'google-drive.get_file': {
    name: 'Dosyayı getir',
    description:
      'Bir Google Drive dosyasının üst verilerini kimliğiyle okur: ad, MIME türü, üst klasörler, oluşturulma ve değiştirilme zamanları, boyut, bağlantı ve çöp kutusunda olup olmadığı.',
    actions: {
      run: 'Dosyayı getir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      fileId: 'Dosya kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      fileId: 'Dosyanın URL’sindeki kimlik: drive.google.com/file/d/<id>/view',
    },
  },
  'google-drive.download_file': {
    name: 'Dosyayı indir',
    description:
      'Bir Google Drive dosyasının içeriğini metin olarak (Google Docs ve Slides düz metin, Sheets CSV olarak) ya da istenirse base64 baytlar olarak okur; kimliği, adı, MIME türünü ve içeriği döndürür.',
    actions: {
      run: 'Dosyayı indir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      fileId: 'Dosya kimliği',
      base64: 'İçerik base64 olarak',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      fileId: 'Dosyanın URL’sindeki kimlik: drive.google.com/file/d/<id>/view',
      base64: 'İkili dosyalar (PDF, görseller) için: metin yerine base64 baytlar',
    },
  },
  'google-drive.upload_file': {
    name: 'Dosya yükle',
    description:
      'Google Drive’da (isteğe bağlı olarak bir klasörde) metinden ya da base64 baytlardan, verilen ad ve MIME türüyle bir dosya oluşturur; yeni dosyanın kimliğini, adını, MIME türünü ve bağlantısını döndürür.',
    actions: {
      run: 'Dosya yükle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      name: 'Dosya adı',
      content: 'İçerik',
      base64: 'İçerik base64 biçiminde',
      mimeType: 'MIME türü',
      folderId: 'Klasör kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      content: 'Metin olarak dosya ya da base64 baytlar',
      mimeType: 'ör. text/csv, application/pdf',
      folderId: 'Klasörün URL’sindeki kimlik: drive.google.com/drive/folders/<id>; "root" Drive’ım demektir',
    },
  },
  'google-drive.create_folder': {
    name: 'Klasör oluştur',
    description:
      'Google Drive’da bir üst klasörün içinde ya da Drive’ım’ın en üstünde bir klasör oluşturur; yeni klasörün kimliğini, adını ve bağlantısını döndürür.',
    actions: {
      run: 'Klasör oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      name: 'Klasör adı',
      parentId: 'Üst klasör kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      parentId: 'Boş: Drive’ım’ın en üstünde',
    },
  },
  'google-drive.delete_file': {
    name: 'Dosyayı sil',
    description:
      'Bir Google Drive dosyasını ya da klasörünü çöp kutusuna taşır (30 gün boyunca geri yüklenebilir); kimliğini, adını ve trashed: true döndürür.',
    actions: {
      run: 'Dosyayı sil',
    },
    fields: {
      authorization: 'Yetkilendirme',
      fileId: 'Dosya kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      fileId: 'Dosyanın URL’sindeki kimlik: drive.google.com/file/d/<id>/view',
    },
  },
  'google-drive.custom_api_call': customApiCall('Google Drive', 'https://www.googleapis.com', ['oauth2']),
  'google-docs.create_document': {
    name: 'Belge oluştur',
    description:
      'Bir başlıkla ve isteğe bağlı olarak ilk metniyle bir Google Docs belgesi oluşturur; yeni belgenin kimliğini, başlığını ve bağlantısını döndürür.',
    actions: {
      run: 'Belge oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      title: 'Başlık',
      text: 'Metin',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      text: 'Belgenin ilk metni; satır sonları yeni paragraf başlatır',
    },
  },
  'google-docs.get_document': {
    name: 'Belgeyi getir',
    description:
      'Bir Google Docs belgesini kimliğiyle okur; başlığını, sürümünü, bağlantısını ve düz metnini (paragraflar ve tablo hücreleri sırayla) döndürür.',
    actions: {
      run: 'Belgeyi getir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      documentId: 'Belge kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      documentId: 'Belgenin URL’sindeki uzun kimlik: docs.google.com/document/d/<id>/edit',
    },
  },
  'google-docs.append_text': {
    name: 'Metin ekle',
    description:
      'Bir Google Docs belgesinin sonuna, son paragrafı sürdürmesi istenmedikçe yeni bir paragraf olarak metin ekler; belge kimliğini ve yeni sürümünü döndürür.',
    actions: {
      run: 'Metin ekle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      documentId: 'Belge kimliği',
      text: 'Metin',
      newParagraph: 'Yeni paragraf başlat',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      documentId: 'Belgenin URL’sindeki uzun kimlik: docs.google.com/document/d/<id>/edit',
      newParagraph: 'Kapalı: metin son paragrafı sürdürür',
    },
  },
  'google-docs.custom_api_call': customApiCall('Google Docs', 'https://docs.googleapis.com/v1', ['oauth2']),
};
