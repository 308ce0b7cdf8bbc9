// The part of pdfmake 0.3's server API that platform/pdf.ts uses. @types/pdfmake is left out: it pulls the DOM's
// types into the server's program, where Node's Blob and ReadableStream then stop type-checking.
declare module 'pdfmake' {
  /** A piece of a document: text, or an object of pdfmake's document definition (a table, columns, a stack…). */
  export type PdfContent = string | PdfContent[] | { [key: string]: unknown };
  export interface PdfDocument {
    content: PdfContent;
    pageSize?: string;
    pageMargins?: [number, number, number, number];
    info?: { title?: string; author?: string; subject?: string };
    defaultStyle?: Record<string, unknown>;
    styles?: Record<string, Record<string, unknown>>;
    footer?: (page: number, pages: number) => PdfContent;
  }
  interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  const pdfmake: {
    addFonts(fonts: Record<string, FontFiles>): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    createPdf(doc: PdfDocument): { getBuffer(): Promise<Buffer> };
  };
  export default pdfmake;
}
