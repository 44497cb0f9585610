import type { microsoftFilesSteps as english } from '../en/app-steps-microsoft-files';
import type { Texts } from '../shape';
import { customApiCall } from './app-steps-kit';

export const microsoftFilesSteps: Texts<typeof english> = {
  'microsoft-excel.list_worksheets': {
    name: 'Çalışma sayfalarını listele',
    description:
      'OneDrive ya da SharePoint’te saklanan bir Excel çalışma kitabının çalışma sayfalarını (sekmelerini) listeler; her çalışma sayfasının kimliğini, adını, konumunu ve görünürlüğünü döndürür.',
    actions: {
      run: 'Çalışma sayfalarını listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      itemId: 'Çalışma kitabı (öğe kimliği)',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      itemId:
        '.xlsx dosyasının drive öğe kimliği (OneDrive’ın Klasörü listele ya da Öğeyi getir adımı verir)',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'microsoft-excel.list_tables': {
    name: 'Tabloları listele',
    description:
      'Bir Excel çalışma kitabının tablolarını (satır eklenebilen adlandırılmış tablolar) listeler; her tablonun kimliğini, adını ve başlık satırı gösterip göstermediğini döndürür.',
    actions: {
      run: 'Tabloları listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      itemId: 'Çalışma kitabı (öğe kimliği)',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      itemId:
        '.xlsx dosyasının drive öğe kimliği (OneDrive’ın Klasörü listele ya da Öğeyi getir adımı verir)',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'microsoft-excel.read_range': {
    name: 'Aralığı oku',
    description:
      'Bir Excel çalışma sayfası aralığının hücre değerlerini A1 adresiyle (ör. A1:D20), adres verilmezse kullanılan aralığın tamamını okur; değerleri ve görünen metni hücre satırları olarak, başlık satırı varsa satırları nesneler olarak da döndürür.',
    actions: {
      run: 'Aralığı oku',
    },
    fields: {
      authorization: 'Yetkilendirme',
      itemId: 'Çalışma kitabı (öğe kimliği)',
      worksheet: 'Çalışma sayfası',
      address: 'Aralık',
      firstRowIsHeader: 'İlk satır sütun adlarıdır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      itemId:
        '.xlsx dosyasının drive öğe kimliği (OneDrive’ın Klasörü listele ya da Öğeyi getir adımı verir)',
      worksheet: 'Çalışma sayfasının adı (sekmesi) ya da kimliği',
      address: 'Boş: çalışma sayfasındaki kullanılan her hücre',
      firstRowIsHeader: 'Altındaki satırları bu adlarla anahtarlanmış nesneler olarak da ver',
    },
  },
  'microsoft-excel.append_rows': {
    name: 'Tabloya satır ekle',
    description:
      'Bir Excel çalışma kitabındaki bir tablonun sonuna, hücre listeleri ya da tablonun sütun adlarıyla anahtarlanmış nesneler olarak verilen satırları ekler; ilk yeni satırın sırasını ve eklenen değerleri döndürür.',
    actions: {
      run: 'Tabloya satır ekle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      itemId: 'Çalışma kitabı (öğe kimliği)',
      table: 'Tablo',
      rows: 'Satırlar',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      itemId:
        '.xlsx dosyasının drive öğe kimliği (OneDrive’ın Klasörü listele ya da Öğeyi getir adımı verir)',
      table: 'Tablonun adı ya da kimliği',
      rows: 'Hücre listeleri olarak satırlar, ör. [["Ada", 36]], ya da tablonun sütun adlarıyla anahtarlanmış nesneler, ör. [{"Name": "Ada", "Age": 36}]',
    },
  },
  'microsoft-excel.update_range': {
    name: 'Aralığı güncelle',
    description:
      'Bir Excel çalışma sayfası aralığına A1 adresiyle (ör. A2:C3), aralığın boyutuna uyan hücre satırları olarak değer yazar; aralığın adresini ve değişiklikten sonraki değerlerini döndürür.',
    actions: {
      run: 'Aralığı güncelle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      itemId: 'Çalışma kitabı (öğe kimliği)',
      worksheet: 'Çalışma sayfası',
      address: 'Aralık',
      values: 'Değerler',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      itemId:
        '.xlsx dosyasının drive öğe kimliği (OneDrive’ın Klasörü listele ya da Öğeyi getir adımı verir)',
      worksheet: 'Çalışma sayfasının adı (sekmesi) ya da kimliği',
      values:
        'Aralıktaki satır ve sütun sayısı kadar hücre satırları, ör. [["Ada", 36], ["Alan", 41]]; = ile başlayan hücre bir formüldür',
    },
  },
  'microsoft-excel.custom_api_call': customApiCall(
    'Microsoft Excel 365',
    'https://graph.microsoft.com/v1.0',
    ['oauth2'],
  ),
  'onedrive.new_file': {
    name: 'Klasörde yeni dosya',
    description:
      'Son denetimden bu yana bir OneDrive klasöründe oluşturulan dosyalarla iş akışını başlatır. İş akışının zamanlamasına göre denetlenir; her çalıştırma yalnızca daha önce iletilmemiş öğeleri iletir.',
    actions: {
      run: 'Klasörde yeni dosya',
    },
    fields: {
      authorization: 'Yetkilendirme',
      folderId: 'Klasör kimliği',
      folderPath: 'Klasör yolu',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      folderId: 'Klasörün öğe kimliği; yol yokken boş (ya da "root"): sürücünün en üstü',
      folderPath: 'Sürücünün en üstünden bir yol; verilirse kimlik yerine kullanılır',
    },
  },
  'onedrive.list_children': {
    name: 'Klasörü listele',
    description:
      'Bir OneDrive klasöründeki (sürücünün en üstü ya da kimlik veya yolla bir klasör) dosya ve klasörleri listeler; her öğenin kimliğini, adını, klasör olup olmadığını, MIME türünü, boyutunu, zamanlarını ve bağlantısını döndürür.',
    actions: {
      run: 'Klasörü listele',
    },
    fields: {
      authorization: 'Yetkilendirme',
      folderId: 'Klasör kimliği',
      folderPath: 'Klasör yolu',
      orderBy: 'Sıralama',
      returnAll: 'Tümünü döndür',
      limit: 'Sınır',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      folderId: 'Klasörün öğe kimliği; yol yokken boş (ya da "root"): sürücünün en üstü',
      folderPath: 'Sürücünün en üstünden bir yol; verilirse kimlik yerine kullanılır',
      orderBy: 'ör. name ya da lastModifiedDateTime desc; boşsa Graph’ın sırası',
      returnAll: 'Her sayfayı okur; aksi hâlde sınırda durur',
      limit: 'Döndürülecek en fazla öğe sayısı',
    },
  },
  'onedrive.get_item': {
    name: 'Öğeyi getir',
    description:
      'Bir OneDrive dosyasının ya da klasörünün üst verilerini öğe kimliği ya da yoluyla okur: ad, klasör olup olmadığı, MIME türü, boyut, oluşturulma ve değiştirilme zamanları, bağlantı ve üst klasör.',
    actions: {
      run: 'Öğeyi getir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      itemId: 'Öğe kimliği',
      itemPath: 'Yol',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      itemId: 'Dosyanın ya da klasörün öğe kimliği',
      itemPath: 'Sürücünün en üstünden bir yol; verilirse kimlik yerine kullanılır',
    },
  },
  'onedrive.download_file': {
    name: 'Dosyayı indir',
    description:
      'Bir OneDrive dosyasının içeriğini öğe kimliği ya da yoluyla metin olarak (istenirse base64 baytlar olarak) okur; kimliği, adı, MIME türünü ve içeriği döndürür.',
    actions: {
      run: 'Dosyayı indir',
    },
    fields: {
      authorization: 'Yetkilendirme',
      itemId: 'Öğe kimliği',
      itemPath: 'Yol',
      base64: 'İçerik base64 olarak',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      itemId: 'Dosyanın ya da klasörün öğe kimliği',
      itemPath: 'Sürücünün en üstünden bir yol; verilirse kimlik yerine kullanılır',
      base64: 'İkili dosyalar (PDF, görseller, Office dosyaları) için: metin yerine base64 baytlar',
    },
  },
  'onedrive.upload_file': {
    name: 'Dosya yükle',
    description:
      'OneDrive’da (sürücünün en üstünde ya da kimlik veya yolla bir klasörde) verilen ad ve içerikle küçük bir metin dosyası oluşturur ya da değiştirir; dosyanın kimliğini, adını, boyutunu ve bağlantısını döndürür.',
    actions: {
      run: 'Dosya yükle',
    },
    fields: {
      authorization: 'Yetkilendirme',
      name: 'Dosya adı',
      content: 'İçerik',
      folderId: 'Klasör kimliği',
      folderPath: 'Klasör yolu',
      contentType: 'İçerik türü',
      conflictBehavior: 'Ad zaten varsa',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      content: 'Dosyanın metni',
      folderId: 'Klasörün öğe kimliği; yol yokken boş (ya da "root"): sürücünün en üstü',
      folderPath: 'Sürücünün en üstünden bir yol; verilirse kimlik yerine kullanılır',
      contentType: 'ör. text/csv, application/json',
      conflictBehavior: 'dosyayı değiştir, yeni bir adla yükle ya da başarısız ol',
    },
  },
  'onedrive.create_folder': {
    name: 'Klasör oluştur',
    description:
      'OneDrive’da sürücünün en üstünde ya da kimlik veya yolla belirtilen bir klasörün içinde bir klasör oluşturur; yeni klasörün kimliğini, adını ve bağlantısını döndürür.',
    actions: {
      run: 'Klasör oluştur',
    },
    fields: {
      authorization: 'Yetkilendirme',
      name: 'Klasör adı',
      folderId: 'Üst klasör kimliği',
      folderPath: 'Üst klasör yolu',
      conflictBehavior: 'Ad zaten varsa',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
      folderId: 'Yol yokken boş: sürücünün en üstü',
      folderPath: 'Verilirse kimlik yerine kullanılır',
      conflictBehavior: 'başarısız ol ya da yeni bir adla oluştur',
    },
  },
  'onedrive.delete_item': {
    name: 'Öğeyi sil',
    description:
      'Bir OneDrive dosyasını ya da klasörünü (içeriğiyle birlikte) öğe kimliğiyle geri dönüşüm kutusuna silerek taşır; kimliği ve deleted: true döndürür.',
    actions: {
      run: 'Öğeyi sil',
    },
    fields: {
      authorization: 'Yetkilendirme',
      itemId: 'Öğe kimliği',
    },
    help: {
      authorization: 'oauth2 türünde bir yetkilendirme',
    },
  },
  'onedrive.custom_api_call': customApiCall('OneDrive', 'https://graph.microsoft.com/v1.0', ['oauth2']),
};
