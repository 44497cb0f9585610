import { customApiCall } from './app-steps-kit';
/**
 * The steps of HubSpot, Airtable and Supabase, by service id: the connectors' descriptors letter
 * for letter (features/designer/api/app-step-texts.test.ts compares them).
 */
export const dataSteps = {
  'hubspot.create_contact': {
    name: 'Create contact',
    description:
      'Creates a HubSpot contact with an email, name, phone, company and any other contact properties; fails with a conflict if a contact with that email exists. Returns the contact with its id.',
    actions: {
      run: 'Create contact',
    },
    fields: {
      authorization: 'Authorization',
      email: 'Email',
      firstname: 'First name',
      lastname: 'Last name',
      phone: 'Phone',
      company: 'Company',
      properties: 'Other properties',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      properties: 'More properties by their internal names, as a JSON object: {"lifecyclestage": "lead"}',
    },
  },
  'hubspot.update_contact': {
    name: 'Update contact',
    description:
      'Sets the given properties of an existing HubSpot contact by its id (or by email with "ID is an email"); properties left empty are not changed. Returns the updated contact.',
    actions: {
      run: 'Update contact',
    },
    fields: {
      authorization: 'Authorization',
      contactId: 'Contact ID',
      byEmail: 'ID is an email',
      email: 'Email',
      firstname: 'First name',
      lastname: 'Last name',
      phone: 'Phone',
      company: 'Company',
      properties: 'Other properties',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      contactId: 'The contact’s id, or its email',
      properties: 'More properties by their internal names, as a JSON object: {"lifecyclestage": "lead"}',
    },
  },
  'hubspot.new_contact': {
    name: 'New contact',
    description:
      "Starts the workflow with the HubSpot contacts created since the last check, with the requested properties. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New contact',
    },
    fields: {
      authorization: 'Authorization',
      fields: 'Properties to return',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      fields: 'Comma-separated internal names',
    },
  },
  'hubspot.search_contacts': {
    name: 'Search contacts',
    description:
      'Finds HubSpot contacts whose property matches a value (for example email EQ ada@example.com), or by a free-text query over name, email, phone and company; returns the contacts with the requested properties.',
    actions: {
      run: 'Search contacts',
    },
    fields: {
      authorization: 'Authorization',
      property: 'Property',
      operator: 'Operator',
      value: 'Value',
      query: 'Free-text query',
      fields: 'Properties to return',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      property: 'Internal property name',
      query: 'Instead of, or with, the filter',
      fields: 'Comma-separated internal names',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'hubspot.create_deal': {
    name: 'Create deal',
    description:
      'Creates a HubSpot deal with a name, stage, pipeline, amount and close date, optionally associated with a contact; returns the deal with its id.',
    actions: {
      run: 'Create deal',
    },
    fields: {
      authorization: 'Authorization',
      dealname: 'Deal name',
      dealstage: 'Stage',
      pipeline: 'Pipeline',
      amount: 'Amount',
      closedate: 'Close date',
      contactId: 'Associated contact ID',
      properties: 'Other properties',
    },
    help: {
      authorization: 'An authorization of kind oauth2 or bearer',
      dealstage: 'The stage’s internal id',
      closedate: 'A date or ISO time',
      properties: 'More properties by their internal names, as a JSON object: {"lifecyclestage": "lead"}',
    },
  },
  'hubspot.custom_api_call': customApiCall('HubSpot', 'https://api.hubapi.com', ['oauth2', 'bearer']),
  'airtable.new_record': {
    name: 'New record',
    description:
      "Starts the workflow with the records created in an Airtable table (optionally a view, or records matching a formula) since the last check. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New record',
    },
    fields: {
      authorization: 'Authorization',
      baseId: 'Base ID',
      table: 'Table',
      view: 'View',
      filterByFormula: 'Only records matching (formula)',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      baseId: 'The app… id in the base’s URL',
      table: 'The table’s name or its tbl… id',
      view: 'Only records of this view',
    },
  },
  'airtable.list_records': {
    name: 'List records',
    description:
      'Lists the records of an Airtable table, optionally only those of a view or matching a formula (filterByFormula), sorted by a field and with only some fields; each record has its id, createdTime and fields.',
    actions: {
      run: 'List records',
    },
    fields: {
      authorization: 'Authorization',
      baseId: 'Base ID',
      table: 'Table',
      filterByFormula: 'Filter formula',
      view: 'View',
      sortField: 'Sort by field',
      sortDirection: 'Sort direction',
      fields: 'Fields',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      baseId: 'The app… id in the base’s URL',
      table: 'The table’s name or its tbl… id',
      filterByFormula: 'An Airtable formula; only records for which it is true',
      view: 'A view’s name or id: its records, in its order',
      fields: 'Comma-separated field names; all fields when empty',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'airtable.get_record': {
    name: 'Get record',
    description: 'Reads one Airtable record by its id: its createdTime and the values of its fields.',
    actions: {
      run: 'Get record',
    },
    fields: {
      authorization: 'Authorization',
      baseId: 'Base ID',
      table: 'Table',
      recordId: 'Record ID',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      baseId: 'The app… id in the base’s URL',
      table: 'The table’s name or its tbl… id',
    },
  },
  'airtable.create_records': {
    name: 'Create records',
    description:
      'Adds records to an Airtable table: one record’s field values as a JSON object keyed by field name, or a list of up to 10 such objects; returns the created records with their ids.',
    actions: {
      run: 'Create records',
    },
    fields: {
      authorization: 'Authorization',
      baseId: 'Base ID',
      table: 'Table',
      fields: 'Field values',
      typecast: 'Convert values',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      baseId: 'The app… id in the base’s URL',
      table: 'The table’s name or its tbl… id',
      fields: 'One record: {"Name": "Ada", "Status": "Open"}; or a list of up to 10 of them',
      typecast: 'Let Airtable convert text to the field’s type (select options, dates, linked records)',
    },
  },
  'airtable.update_record': {
    name: 'Update record',
    description:
      'Changes the given fields of one Airtable record (PATCH: fields left out keep their values); returns the record with all its fields.',
    actions: {
      run: 'Update record',
    },
    fields: {
      authorization: 'Authorization',
      baseId: 'Base ID',
      table: 'Table',
      recordId: 'Record ID',
      fields: 'Field values',
      typecast: 'Convert values',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      baseId: 'The app… id in the base’s URL',
      table: 'The table’s name or its tbl… id',
      fields: 'The fields to change: {"Status": "Done"}',
      typecast: 'Let Airtable convert text to the field’s type (select options, dates, linked records)',
    },
  },
  'airtable.delete_record': {
    name: 'Delete record',
    description: 'Deletes one Airtable record by its id; returns its id and deleted: true.',
    actions: {
      run: 'Delete record',
    },
    fields: {
      authorization: 'Authorization',
      baseId: 'Base ID',
      table: 'Table',
      recordId: 'Record ID',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      baseId: 'The app… id in the base’s URL',
      table: 'The table’s name or its tbl… id',
    },
  },
  'airtable.list_bases': {
    name: 'List bases',
    description:
      'Lists the Airtable bases the token can reach, with each base’s id (app…), name and permission level.',
    actions: {
      run: 'List bases',
    },
    fields: {
      authorization: 'Authorization',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most items to return',
    },
  },
  'airtable.custom_api_call': customApiCall('Airtable', 'https://api.airtable.com/v0', ['bearer']),
  'supabase.new_row': {
    name: 'New row',
    description:
      "Starts the workflow with the rows added to a Supabase table since the last check, found by a created-at column you name. Checked on the workflow's schedule; each run hands on only the items not handed on before.",
    actions: {
      run: 'New row',
    },
    fields: {
      authorization: 'Authorization',
      table: 'Table',
      createdColumn: 'Created-at column',
      idColumn: 'ID column',
      filters: 'Filters',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      table: 'A table or view of the public schema',
      createdColumn: 'A timestamp column set when a row is added (default now())',
      idColumn: 'The primary key column',
      filters:
        'PostgREST filters, one a line (or joined with &): column=operator.value, e.g. status=eq.open, age=gte.18, id=in.(1,2,3)',
    },
  },
  'supabase.select_rows': {
    name: 'Select rows',
    description:
      'Reads rows of a Supabase table or view, filtered with PostgREST filters (status=eq.open), with chosen columns and order; returns the rows.',
    actions: {
      run: 'Select rows',
    },
    fields: {
      authorization: 'Authorization',
      table: 'Table',
      filters: 'Filters',
      select: 'Columns',
      order: 'Order',
      returnAll: 'Return all',
      limit: 'Limit',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      table: 'A table or view of the public schema',
      filters:
        'PostgREST filters, one a line (or joined with &): column=operator.value, e.g. status=eq.open, age=gte.18, id=in.(1,2,3)',
      select: 'PostgREST select: id,title or *, with related tables as author(name)',
      order: 'column.asc or column.desc, comma-separated',
      returnAll: 'Read every page; otherwise stop at the limit',
      limit: 'The most rows to return',
    },
  },
  'supabase.insert_rows': {
    name: 'Insert rows',
    description:
      'Inserts one row (a JSON object keyed by column) or a list of rows into a Supabase table; returns the inserted rows with their generated ids and defaults.',
    actions: {
      run: 'Insert rows',
    },
    fields: {
      authorization: 'Authorization',
      table: 'Table',
      rows: 'Rows',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      table: 'A table or view of the public schema',
      rows: 'One row as a JSON object keyed by column ({"title": "Call Ada"}), or a list of rows',
    },
  },
  'supabase.update_rows': {
    name: 'Update rows',
    description:
      'Sets the given column values on the rows of a Supabase table that match the filters (at least one filter is required); returns the updated rows.',
    actions: {
      run: 'Update rows',
    },
    fields: {
      authorization: 'Authorization',
      table: 'Table',
      filters: 'Filters',
      values: 'Values',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      table: 'A table or view of the public schema',
      filters:
        'PostgREST filters, one a line (or joined with &): column=operator.value, e.g. status=eq.open, age=gte.18, id=in.(1,2,3)',
      values: 'The columns to set: {"status": "closed"}',
    },
  },
  'supabase.upsert_rows': {
    name: 'Upsert rows',
    description:
      'Inserts rows into a Supabase table, updating instead the rows whose primary key (or the given unique columns) already exists; returns the rows as stored.',
    actions: {
      run: 'Upsert rows',
    },
    fields: {
      authorization: 'Authorization',
      table: 'Table',
      rows: 'Rows',
      onConflict: 'Unique columns',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      table: 'A table or view of the public schema',
      rows: 'One row as a JSON object keyed by column ({"title": "Call Ada"}), or a list of rows',
      onConflict: 'Comma-separated columns of a unique constraint to match on; the primary key when empty',
    },
  },
  'supabase.delete_rows': {
    name: 'Delete rows',
    description:
      'Deletes the rows of a Supabase table that match the filters (at least one filter is required); returns the deleted rows.',
    actions: {
      run: 'Delete rows',
    },
    fields: {
      authorization: 'Authorization',
      table: 'Table',
      filters: 'Filters',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      table: 'A table or view of the public schema',
      filters:
        'PostgREST filters, one a line (or joined with &): column=operator.value, e.g. status=eq.open, age=gte.18, id=in.(1,2,3)',
    },
  },
  'supabase.call_function': {
    name: 'Call function',
    description:
      'Calls a Postgres function of the Supabase project (RPC) with named arguments as a JSON object; returns what the function returns.',
    actions: {
      run: 'Call function',
    },
    fields: {
      authorization: 'Authorization',
      fn: 'Function',
      args: 'Arguments',
    },
    help: {
      authorization: 'An authorization of kind bearer',
      fn: 'The function’s name in the public schema',
      args: 'Named arguments: {"user_id": 42}',
    },
  },
  'supabase.custom_api_call': customApiCall('Supabase', 'https://your-project-ref.supabase.co', ['bearer']),
};
