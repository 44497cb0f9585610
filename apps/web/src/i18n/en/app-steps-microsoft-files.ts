import { customApiCall } from './app-steps-kit';
/**
 * The steps of Microsoft Excel 365 and OneDrive, by service id: the connectors' descriptors letter
 * for letter (features/designer/api/app-step-texts.test.ts compares them).
 */
export const microsoftFilesSteps = {
  'microsoft-excel.list_worksheets': {
    name: 'List worksheets',
    description:
      'Lists the worksheets (tabs) of an Excel workbook stored in OneDrive or SharePoint; returns each worksheet’s id, name, position and visibility.',
    actions: {
      run: 'List worksheets',
    },
    fields: {
      authorization: 'Authorization',
      itemId: 'Workbook (item ID)',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      itemId: 'The .xlsx file’s drive item id (OneDrive’s List folder or Get item gives it)',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'microsoft-excel.list_tables': {
    name: 'List tables',
    description:
      'Lists the tables of an Excel workbook (the named tables rows can be appended to); returns each table’s id, name and whether it shows a header row.',
    actions: {
      run: 'List tables',
    },
    fields: {
      authorization: 'Authorization',
      itemId: 'Workbook (item ID)',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      itemId: 'The .xlsx file’s drive item id (OneDrive’s List folder or Get item gives it)',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'microsoft-excel.read_range': {
    name: 'Read range',
    description:
      'Reads the cell values of an Excel worksheet range by A1 address (e.g. A1:D20), or of the whole used range when no address is given; returns the values and displayed text as rows of cells, and with a header row the rows as objects.',
    actions: {
      run: 'Read range',
    },
    fields: {
      authorization: 'Authorization',
      itemId: 'Workbook (item ID)',
      worksheet: 'Worksheet',
      address: 'Range',
      firstRowIsHeader: 'First row names the columns',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      itemId: 'The .xlsx file’s drive item id (OneDrive’s List folder or Get item gives it)',
      worksheet: 'The worksheet’s name (its tab) or id',
      address: 'Empty: every used cell of the worksheet',
      firstRowIsHeader: 'Also give the rows below it as objects keyed by those names',
    },
  },
  'microsoft-excel.append_rows': {
    name: 'Append rows to table',
    description:
      'Adds rows at the end of a table in an Excel workbook, given as lists of cells or as objects keyed by the table’s column names; returns the first new row’s index and the values added.',
    actions: {
      run: 'Append rows to table',
    },
    fields: {
      authorization: 'Authorization',
      itemId: 'Workbook (item ID)',
      table: 'Table',
      rows: 'Rows',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      itemId: 'The .xlsx file’s drive item id (OneDrive’s List folder or Get item gives it)',
      table: 'The table’s name or id',
      rows: 'Rows as lists of cells, e.g. [["Ada", 36]], or objects keyed by the table’s column names, e.g. [{"Name": "Ada", "Age": 36}]',
    },
  },
  'microsoft-excel.update_range': {
    name: 'Update range',
    description:
      'Writes values into an Excel worksheet range by A1 address (e.g. A2:C3), as rows of cells that match the range’s size; returns the range’s address and its values after the change.',
    actions: {
      run: 'Update range',
    },
    fields: {
      authorization: 'Authorization',
      itemId: 'Workbook (item ID)',
      worksheet: 'Worksheet',
      address: 'Range',
      values: 'Values',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      itemId: 'The .xlsx file’s drive item id (OneDrive’s List folder or Get item gives it)',
      worksheet: 'The worksheet’s name (its tab) or id',
      values:
        'Rows of cells, as many as the range has rows and columns, e.g. [["Ada", 36], ["Alan", 41]]; a cell starting with = is a formula',
    },
  },
  'microsoft-excel.custom_api_call': customApiCall(
    'Microsoft Excel 365',
    'https://graph.microsoft.com/v1.0',
    ['oauth2'],
  ),
  'onedrive.new_file': {
    name: 'New file in folder',
    description:
      "Starts the workflow with the files created in a OneDrive folder since the last check. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New file in folder',
    },
    fields: {
      authorization: 'Authorization',
      folderId: 'Folder ID',
      folderPath: 'Folder path',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      folderId: 'The folder’s item id; empty (or "root") with no path: the top of the drive',
      folderPath: 'A path from the top of the drive, used instead of the id when given',
    },
  },
  'onedrive.list_children': {
    name: 'List folder',
    description:
      'Lists the files and folders in a OneDrive folder (the top of the drive, or a folder by id or path); returns each item’s id, name, whether it is a folder, MIME type, size, times and link.',
    actions: {
      run: 'List folder',
    },
    fields: {
      authorization: 'Authorization',
      folderId: 'Folder ID',
      folderPath: 'Folder path',
      orderBy: 'Order by',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      folderId: 'The folder’s item id; empty (or "root") with no path: the top of the drive',
      folderPath: 'A path from the top of the drive, used instead of the id when given',
      orderBy: 'e.g. name, or lastModifiedDateTime desc; Graph’s order when empty',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'onedrive.get_item': {
    name: 'Get item',
    description:
      'Reads one OneDrive file’s or folder’s metadata by item id or path: name, whether it is a folder, MIME type, size, created and modified times, link and parent folder.',
    actions: {
      run: 'Get item',
    },
    fields: {
      authorization: 'Authorization',
      itemId: 'Item ID',
      itemPath: 'Path',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      itemId: 'The file’s or folder’s item id',
      itemPath: 'A path from the top of the drive, used instead of the id when given',
    },
  },
  'onedrive.download_file': {
    name: 'Download file',
    description:
      'Reads a OneDrive file’s content by item id or path, as text (or as base64 bytes when asked); returns the id, name, MIME type and content.',
    actions: {
      run: 'Download file',
    },
    fields: {
      authorization: 'Authorization',
      itemId: 'Item ID',
      itemPath: 'Path',
      base64: 'Content as base64',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      itemId: 'The file’s or folder’s item id',
      itemPath: 'A path from the top of the drive, used instead of the id when given',
      base64: 'For binary files (PDF, images, Office files): the bytes as base64 instead of text',
    },
  },
  'onedrive.upload_file': {
    name: 'Upload file',
    description:
      'Creates or replaces a small text file in OneDrive (at the top of the drive, or in a folder by id or path) with the given name and content; returns the file’s id, name, size and link.',
    actions: {
      run: 'Upload file',
    },
    fields: {
      authorization: 'Authorization',
      name: 'File name',
      content: 'Content',
      folderId: 'Folder ID',
      folderPath: 'Folder path',
      contentType: 'Content type',
      conflictBehavior: 'If the name exists',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      content: 'The file’s text',
      folderId: 'The folder’s item id; empty (or "root") with no path: the top of the drive',
      folderPath: 'A path from the top of the drive, used instead of the id when given',
      contentType: 'e.g. text/csv, application/json',
      conflictBehavior: 'replace the file, upload under a new name, or fail',
    },
  },
  'onedrive.create_folder': {
    name: 'Create folder',
    description:
      'Creates a folder in OneDrive, at the top of the drive or inside a folder by id or path; returns the new folder’s id, name and link.',
    actions: {
      run: 'Create folder',
    },
    fields: {
      authorization: 'Authorization',
      name: 'Folder name',
      folderId: 'Parent folder ID',
      folderPath: 'Parent folder path',
      conflictBehavior: 'If the name exists',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      folderId: 'Empty with no path: the top of the drive',
      folderPath: 'Used instead of the id when given',
      conflictBehavior: 'fail, or create it under a new name',
    },
  },
  'onedrive.delete_item': {
    name: 'Delete item',
    description:
      'Deletes a OneDrive file or folder (with its contents) by item id, to the recycle bin; returns the id and deleted: true.',
    actions: {
      run: 'Delete item',
    },
    fields: {
      authorization: 'Authorization',
      itemId: 'Item ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
    },
  },
  'onedrive.custom_api_call': customApiCall('OneDrive', 'https://graph.microsoft.com/v1.0', ['oauth2']),
};
