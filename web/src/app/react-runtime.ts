// Loaded by the entry before the app: importing React DOM's client evaluates React, React DOM and
// the scheduler (the chunk `react`, web/build/landing-chunks.ts) in a task of their own, so the
// app's chunk, imported after a yield, evaluates only the app's modules.
import 'react';
import 'react-dom/client';
