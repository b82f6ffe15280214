// The knowledge quiz (spec 2.17 and section 3, Quiz question): ten questions, two for each of the
// five key areas of medical affairs. Data only: the page's logic is mfe-marketing/src/features/quiz/quiz-logic.ts,
// the emailed result the API's (api/src/leads/quiz-result.ts).

export interface QuizOption { id: number; option: string }

export interface KeyArea {
  areaId: 1 | 2 | 3 | 4 | 5;
  keyArea: string;
  descriptionOfKeyArea: string;
  importance: string;
  inMedicalAffairs: string;
}

export interface QuizQuestion extends KeyArea {
  id: number;
  /** Context shown above the question. */
  questionDetails: string;
  question: string;
  options: QuizOption[];
  /** 1-based: the id of the correct option. */
  correctOption: number;
}

export const QUIZ_MINUTES = 5;

export const KEY_AREAS: Record<KeyArea['areaId'], KeyArea> = {
  1: {
    areaId: 1,
    keyArea: 'Life Sciences Understanding',
    descriptionOfKeyArea: 'How medicines are discovered, developed and act in the body: the phases of drug development, pharmacology and the science of biologics.',
    importance: 'Every conversation in medical affairs rests on the science. Without a firm grasp of drug development and pharmacology it is hard to interpret new data, answer expert questions with credibility or explain where a therapy fits in care.',
    inMedicalAffairs: 'Medical science liaisons and medical information specialists explain mechanisms of action, development status and the differences between product classes, such as biologics and biosimilars, to physicians, pharmacists and payers every day.',
  },
  2: {
    areaId: 2,
    keyArea: 'Regulatory & Compliance',
    descriptionOfKeyArea: 'The laws, industry codes and company policies that govern scientific exchange, off-label questions, promotion and safety reporting.',
    importance: 'Compliance protects patients, the company and your own career. One promotional remark in a scientific meeting or one missed adverse event report can lead to regulatory action and a loss of trust that takes years to rebuild.',
    inMedicalAffairs: 'Medical affairs professionals answer unsolicited off-label questions, report adverse events within strict timelines and keep scientific exchange separate from sales activity, all under regulatory scrutiny.',
  },
  3: {
    areaId: 3,
    keyArea: 'Core Technical Competencies',
    descriptionOfKeyArea: 'The analytical skills to read, appraise and explain clinical evidence: study design, biostatistics and critical appraisal of publications.',
    importance: 'Experts expect their medical affairs counterparts to discuss evidence at their level. Misreading a hazard ratio or overstating a weak study undermines credibility and can mislead clinical decisions.',
    inMedicalAffairs: 'Field medical teams present trial results, compare studies, appraise new publications and answer statistical questions from thought leaders, formulary committees and payers.',
  },
  4: {
    areaId: 4,
    keyArea: 'Processes',
    descriptionOfKeyArea: 'How medical affairs work gets done: handling medical information requests, medical-legal-regulatory review, insight gathering and cross-functional workflows.',
    importance: 'Well-run processes make answers consistent, documented and auditable. Knowing them lets you respond quickly without creating compliance risk for yourself or your company.',
    inMedicalAffairs: 'Every medical information request, slide deck and insight report moves through defined steps, from logging and review to approval and follow-up, shared by the medical, legal, regulatory and safety teams.',
  },
  5: {
    areaId: 5,
    keyArea: 'Soft Skills',
    descriptionOfKeyArea: 'Communication, active listening, relationship building and handling disagreement with experts and colleagues.',
    importance: 'Scientific knowledge only creates value when it is communicated well. Trusted relationships with experts depend on listening, respect for their time and honest discussion of uncertainty.',
    inMedicalAffairs: 'Medical science liaisons build long-term peer relationships with thought leaders, tailor each discussion to the expert in front of them, handle challenging questions and turn conversations into insights for their company.',
  },
};

const q = (
  id: number, areaId: KeyArea['areaId'], questionDetails: string, question: string, options: string[], correctOption: number,
): QuizQuestion => ({
  id, questionDetails, question, correctOption,
  options: options.map((option, i) => ({ id: i + 1, option })),
  ...KEY_AREAS[areaId],
});

export const QUESTIONS: QuizQuestion[] = [
  q(0, 1,
    'Clinical development moves through phases, and each phase answers a different question.',
    'Which phase is mainly designed to confirm efficacy and monitor adverse reactions in a large patient population before approval?',
    ['Phase I', 'Phase II', 'Phase III', 'Phase IV'], 3),
  q(1, 1,
    'Biologics are made very differently from small-molecule drugs.',
    'Why can a biosimilar not be an exact copy of its reference biologic?',
    [
      'Patents forbid copying the reference product\'s amino acid sequence',
      'Biologics are produced in living cells, so minor structural differences between manufacturers are unavoidable',
      'Biosimilars are always given by a different route of administration',
      'Biosimilars work through a different mechanism of action',
    ], 2),
  q(2, 2,
    'Without being prompted, a physician asks a medical science liaison about using a product for an indication that is not in its approved label.',
    'What is the appropriate response?',
    [
      'Refuse to discuss the question under any circumstances',
      'Send the physician promotional material about the off-label use',
      'Give a balanced, evidence-based answer to the specific question asked and document the request',
      'Refer the physician to the sales representative for the territory',
    ], 3),
  q(3, 2,
    'During a scientific meeting, a pharmacist mentions that a patient had a serious reaction after taking your company\'s product.',
    'What should you do with this information?',
    [
      'Forward it to your company\'s pharmacovigilance team within the required timeframe, usually one business day',
      'Nothing, because the pharmacist did not ask you to report it',
      'Include it in your next quarterly insight report',
      'Ask the pharmacist to publish a case report before anything else is done',
    ], 1),
  q(4, 3,
    'A trial reports a hazard ratio for death of 0.75, with a 95% confidence interval of 0.62 to 0.91.',
    'How should this result be read?',
    [
      'The treatment increased the risk of death by 75%',
      'The result is not statistically significant because the interval is wide',
      'The treatment reduced the risk of death by about 25%, and the result is statistically significant because the interval excludes 1',
      '25% of patients in the treatment group died',
    ], 3),
  q(5, 3,
    'Medical affairs teams are often asked how strong the evidence behind a claim is.',
    'Which study design gives the strongest evidence that a treatment causes an outcome?',
    ['A case series', 'A retrospective cohort study', 'An expert opinion article', 'A randomized controlled trial'], 4),
  q(6, 4,
    'The medical information department receives a written question from a healthcare professional.',
    'What comes first in a compliant medical information response process?',
    [
      'Send the latest promotional brochure',
      'Log the request, confirm it is unsolicited and clarify exactly what is being asked',
      'Forward it to the marketing team to answer',
      'Answer from memory to save time',
    ], 2),
  q(7, 4,
    'Before material is shared with external audiences, most companies send it through a formal review.',
    'What is the purpose of medical, legal and regulatory (MLR) review?',
    [
      'To confirm that material is accurate, balanced, substantiated and compliant before it is used',
      'To set the price of a product',
      'To approve travel expenses for field teams',
      'To choose clinical trial sites',
    ], 1),
  q(8, 5,
    'A thought leader strongly disagrees with the conclusions of your company\'s pivotal trial.',
    'What is the most effective response?',
    [
      'Defend the data firmly until they change their mind',
      'Avoid the topic in future meetings',
      'Listen to understand their concerns, acknowledge valid limitations, discuss the evidence openly and record the insight',
      'Escalate the disagreement to your manager straight away',
    ], 3),
  q(9, 5,
    'You have ten minutes with a busy oncologist who asked for an update on new data.',
    'Which approach fits the time you have?',
    [
      'Go through every slide of the full data deck as fast as possible',
      'Ask what matters most to them, then focus on the two or three findings most relevant to their patients',
      'Use the time to talk about the company\'s pipeline instead',
      'Send the publication afterwards without discussing it',
    ], 2),
];

/**
 * Words that mark a catalog program as covering a key area (matched, case-insensitively, against a
 * product's name, tags and skill tags).
 */
export const AREA_KEYWORDS: Record<KeyArea['areaId'], string[]> = {
  1: ['life science', 'drug development', 'pharmacology', 'biologic', 'biosimilar', 'therapeutic', 'medical affairs', 'bcmas', 'clinical data', 'specialty pharmacy', 'rems'],
  2: ['compliance', 'regulatory', 'pharmacovigilance', 'drug safety', 'off-label', 'prior authorization', 'payer policy', 'hipaa', 'rems'],
  3: ['biostatistics', 'statistic', 'clinical trial', 'clinical data', 'data interpretation', 'evidence', 'rwe', 'heor', 'epidemiology', 'study appraisal', 'critical appraisal'],
  4: ['medical information', 'process', 'workflow', 'insight', 'mlr', 'operations', 'benefit verification', 'appeals', 'onboarding', 'adherence', 'medical strategy', 'omnichannel planning'],
  5: ['communication', 'soft skill', 'kol', 'thought leader', 'leadership', 'presentation', 'relationship', 'advisory board', 'scientific exchange'],
};
