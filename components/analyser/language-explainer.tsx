// Placeholder until the analyser work lands: the section explaining the
// language analysis, shown on /home after the results.
export function LanguageAnalysisExplainer() {
  return null;
}
