import { z } from 'zod';

// The app runs under a Content-Security-Policy without 'unsafe-eval'. Zod would probe `new Function` for
// its compiled parsers (and the browser reports each probe as a violation); jitless parses without it.
z.config({ jitless: true });
