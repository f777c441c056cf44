/** The answer to a multipart body the parser cannot read (no boundary, a cut-off or garbled part). */
export const MALFORMED_FORM = 'The form data could not be read. Please send it again as multipart/form-data.';
