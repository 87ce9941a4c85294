import ExcelJS from 'exceljs';

/** Payment files as banks and schools make them, for import tests. */

export interface Credit {
  amount: string;
  reference?: string;
  unstructured?: string;
  payer?: string;
  debit?: boolean;
  /** The booking day (default 2026-11-24); null leaves BookgDt out. */
  booked?: string | null;
  /** A value day (ValDt), when given. */
  value?: string;
}

/** A camt.053.001.02 statement with one entry per credit. */
export function camt053(credits: Credit[]): string {
  const entries = credits
    .map(
      (c) => `
      <Ntry>
        <Amt Ccy="EUR">${c.amount}</Amt>
        <CdtDbtInd>${c.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        ${c.booked === null ? '' : `<BookgDt><Dt>${c.booked ?? '2026-11-24'}</Dt></BookgDt>`}
        ${c.value ? `<ValDt><Dt>${c.value}</Dt></ValDt>` : ''}
        <NtryDtls><TxDtls>
          <Amt Ccy="EUR">${c.amount}</Amt>
          <RltdPties><Dbtr><Nm>${c.payer ?? 'Ivana Horvat'}</Nm></Dbtr></RltdPties>
          <RmtInf>${
            c.reference
              ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>HR</Prtry></CdOrPrtry></Tp><Ref>${c.reference}</Ref></CdtrRefInf></Strd>`
              : `<Ustrd>${c.unstructured ?? ''}</Ustrd>`
          }</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>IZVOD-1</MsgId><CreDtTm>2026-11-25T08:00:00</CreDtTm></GrpHdr>
    <Stmt><Id>1</Id><Acct><Id><IBAN>HR1210010051863000160</IBAN></Id></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

/** The school's spreadsheet: OIB, name and one column per month header. */
export async function paymentSheet(headers: unknown[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Uplate');
  sheet.addRow(['Ime i prezime', 'OIB', ...headers]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const base64 = (data: string | Buffer) => Buffer.from(data).toString('base64');
