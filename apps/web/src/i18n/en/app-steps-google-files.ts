import { customApiCall } from './app-steps-kit';
/**
 * The steps of Google Sheets, Google Docs and Google Drive, by service id: the connectors' descriptors letter
 * for letter (features/designer/api/app-step-texts.test.ts compares them).
 */
export const googleFilesSteps = {
  'google-sheets.new_row': {
    name: 'New row',
    description:
      "Starts the workflow with the rows added at the end of a Google Sheets tab since the last check. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New row',
    },
    fields: {
      authorization: 'Authorization',
      spreadsheetId: 'Spreadsheet ID',
      sheet: 'Sheet',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      spreadsheetId: 'The long id in the spreadsheet’s URL: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'The tab’s name',
    },
  },
  'google-sheets.append_row': {
    name: 'Append row',
    description:
      'Adds a row at the end of a Google Sheets tab from an object keyed by column names; returns the range written.',
    actions: {
      run: 'Append row',
    },
    fields: {
      authorization: 'Authorization',
      spreadsheetId: 'Spreadsheet ID',
      sheet: 'Sheet',
      row: 'Row',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      spreadsheetId: 'The long id in the spreadsheet’s URL: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'The tab’s name',
      row: 'An object keyed by column names (the header row), e.g. {"Name": "Ada", "Email": "ada@example.com"}',
    },
  },
  'google-sheets.update_row': {
    name: 'Update row',
    description:
      'Changes the first row of a Google Sheets tab whose column equals a value, setting the given columns and keeping the others; fails when no row matches.',
    actions: {
      run: 'Update row',
    },
    fields: {
      authorization: 'Authorization',
      spreadsheetId: 'Spreadsheet ID',
      sheet: 'Sheet',
      column: 'Match on column',
      value: 'Value to match',
      row: 'Row',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      spreadsheetId: 'The long id in the spreadsheet’s URL: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'The tab’s name',
      row: 'An object keyed by column names (the header row), e.g. {"Name": "Ada", "Email": "ada@example.com"}',
    },
  },
  'google-sheets.lookup_rows': {
    name: 'Look up rows',
    description:
      'Finds the rows of a Google Sheets tab whose column equals a value (compared as text) and returns them as objects.',
    actions: {
      run: 'Look up rows',
    },
    fields: {
      authorization: 'Authorization',
      spreadsheetId: 'Spreadsheet ID',
      sheet: 'Sheet',
      column: 'Column',
      value: 'Value',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      spreadsheetId: 'The long id in the spreadsheet’s URL: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'The tab’s name',
      column: 'A name of the header row',
    },
  },
  'google-sheets.read_rows': {
    name: 'Read rows',
    description:
      'Reads every row of a Google Sheets tab as objects keyed by the header row (with _row, the row number).',
    actions: {
      run: 'Read rows',
    },
    fields: {
      authorization: 'Authorization',
      spreadsheetId: 'Spreadsheet ID',
      sheet: 'Sheet',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      spreadsheetId: 'The long id in the spreadsheet’s URL: docs.google.com/spreadsheets/d/<id>/edit',
      sheet: 'The tab’s name',
    },
  },
  'google-sheets.custom_api_call': customApiCall('Google Sheets', 'https://sheets.googleapis.com/v4', [
    'oauth2',
  ]),
  'google-drive.new_file': {
    name: 'New file in folder',
    description:
      "Starts the workflow with the files created in a Google Drive folder since the last check. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New file in folder',
    },
    fields: {
      authorization: 'Authorization',
      folderId: 'Folder ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      folderId: 'The id in the folder’s URL: drive.google.com/drive/folders/<id>; "root" is My Drive',
    },
  },
  'google-drive.list_files': {
    name: 'List files',
    description:
      'Lists or searches Google Drive files (optionally only those in one folder, with a Drive query such as "name contains \'report\'"); returns each file’s id, name, MIME type, parents, times, size and link.',
    actions: {
      run: 'List files',
    },
    fields: {
      authorization: 'Authorization',
      q: 'Search query',
      folderId: 'Folder ID',
      includeTrashed: 'Include trashed files',
      orderBy: 'Order by',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      q: "Drive’s query language, e.g. name contains 'invoice' and mimeType = 'application/pdf'",
      folderId: 'The id in the folder’s URL: drive.google.com/drive/folders/<id>; "root" is My Drive',
      orderBy: 'e.g. "modifiedTime desc" or "name"; Drive’s default order when empty',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'google-drive.get_file': {
    name: 'Get file',
    description:
      'Reads one Google Drive file’s metadata by id: name, MIME type, parent folders, created and modified times, size, link and whether it is trashed.',
    actions: {
      run: 'Get file',
    },
    fields: {
      authorization: 'Authorization',
      fileId: 'File ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      fileId: 'The id in the file’s URL: drive.google.com/file/d/<id>/view',
    },
  },
  'google-drive.download_file': {
    name: 'Download file',
    description:
      'Reads a Google Drive file’s content as text (Google Docs and Slides as plain text, Sheets as CSV), or as base64 bytes when asked; returns the id, name, MIME type and content.',
    actions: {
      run: 'Download file',
    },
    fields: {
      authorization: 'Authorization',
      fileId: 'File ID',
      base64: 'Content as base64',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      fileId: 'The id in the file’s URL: drive.google.com/file/d/<id>/view',
      base64: 'For binary files (PDF, images): the bytes as base64 instead of text',
    },
  },
  'google-drive.upload_file': {
    name: 'Upload file',
    description:
      'Creates a file in Google Drive (optionally in a folder) from text or base64 bytes, with the given name and MIME type; returns the new file’s id, name, MIME type and link.',
    actions: {
      run: 'Upload file',
    },
    fields: {
      authorization: 'Authorization',
      name: 'File name',
      content: 'Content',
      base64: 'Content is base64',
      mimeType: 'MIME type',
      folderId: 'Folder ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      content: 'The file as text, or base64 bytes',
      mimeType: 'e.g. text/csv, application/pdf',
      folderId: 'The id in the folder’s URL: drive.google.com/drive/folders/<id>; "root" is My Drive',
    },
  },
  'google-drive.create_folder': {
    name: 'Create folder',
    description:
      'Creates a folder in Google Drive, inside a parent folder or at the top of My Drive; returns the new folder’s id, name and link.',
    actions: {
      run: 'Create folder',
    },
    fields: {
      authorization: 'Authorization',
      name: 'Folder name',
      parentId: 'Parent folder ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      parentId: 'Empty: at the top of My Drive',
    },
  },
  'google-drive.delete_file': {
    name: 'Delete file',
    description:
      'Moves a Google Drive file or folder to the trash (it can be restored for 30 days); returns its id, name and trashed: true.',
    actions: {
      run: 'Delete file',
    },
    fields: {
      authorization: 'Authorization',
      fileId: 'File ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      fileId: 'The id in the file’s URL: drive.google.com/file/d/<id>/view',
    },
  },
  'google-drive.custom_api_call': customApiCall('Google Drive', 'https://www.googleapis.com', ['oauth2']),
  'google-docs.create_document': {
    name: 'Create document',
    description:
      'Creates a Google Docs document with a title and, optionally, its first text; returns the new document’s id, title and link.',
    actions: {
      run: 'Create document',
    },
    fields: {
      authorization: 'Authorization',
      title: 'Title',
      text: 'Text',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      text: 'The document’s first text; line breaks start new paragraphs',
    },
  },
  'google-docs.get_document': {
    name: 'Get document',
    description:
      'Reads a Google Docs document by id; returns its title, revision, link and its plain text (paragraphs and table cells in order).',
    actions: {
      run: 'Get document',
    },
    fields: {
      authorization: 'Authorization',
      documentId: 'Document ID',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      documentId: 'The long id in the document’s URL: docs.google.com/document/d/<id>/edit',
    },
  },
  'google-docs.append_text': {
    name: 'Append text',
    description:
      'Adds text at the end of a Google Docs document, as a new paragraph unless told to continue the last one; returns the document id and its new revision.',
    actions: {
      run: 'Append text',
    },
    fields: {
      authorization: 'Authorization',
      documentId: 'Document ID',
      text: 'Text',
      newParagraph: 'Start a new paragraph',
    },
    help: {
      authorization: 'An authorization of kind oauth2',
      documentId: 'The long id in the document’s URL: docs.google.com/document/d/<id>/edit',
      newParagraph: 'Off: the text continues the last paragraph',
    },
  },
  'google-docs.custom_api_call': customApiCall('Google Docs', 'https://docs.googleapis.com/v1', ['oauth2']),
};
