// The text of the council's downloadable guides. ASCII only (the PDFs use the standard fonts).
// Each document: file, title, subtitle, audience, edition, footer, sections[{heading, blocks}] where a
// block is {h}, {p} or {list: string[]}.

const mslGuide = {
  file: 'acma-definitive-guide-msl.pdf',
  title: 'The Definitive Guide to Becoming a Medical Science Liaison',
  subtitle: 'What the role really involves, the skills hiring managers test for, and a practical plan for your first MSL position.',
  audience: 'Written for PharmDs, MDs and PhDs who are considering a move from practice, research or academia into field medical affairs.',
  edition: 'Accreditation Council for Medical Affairs - Career Guide Series',
  footer: 'ACMA | The Definitive Guide to Becoming a Medical Science Liaison',
  sections: [
    {
      heading: '1. What a medical science liaison does',
      blocks: [
        { p: 'A medical science liaison (MSL) is a scientific expert employed by a pharmaceutical, biotech or medical device company who builds peer-to-peer relationships with key opinion leaders, investigators and healthcare decision makers. MSLs sit in medical affairs, not in sales: their job is to exchange balanced scientific information, gather insights from the field and support research, never to promote a product.' },
        { h: 'A typical week in the field' },
        { list: [
          'Scientific exchange meetings with thought leaders about disease state data, new publications and unmet needs.',
          'Answering unsolicited questions about a product, including off-label questions, within the rules of the company and the law.',
          'Supporting clinical trial sites with feasibility, enrolment questions and investigator-initiated study proposals.',
          'Presenting to formulary committees, pathway boards and payers when medical input is requested.',
          'Writing insight reports that tell internal teams what clinicians are seeing and asking about.',
          'Training internal colleagues on the science behind the therapeutic area.',
        ] },
        { h: 'Where MSLs sit in the organisation' },
        { p: 'Most MSL teams report to a regional field medical director, who reports to the head of medical affairs. MSLs work alongside medical information, health economics and outcomes research, clinical development and publications teams. Understanding how these groups fit together is one of the first things an interviewer will probe.' },
      ],
    },
    {
      heading: '2. The skills hiring managers test for',
      blocks: [
        { p: 'A doctoral degree opens the door, but it is rarely what decides an offer. Hiring managers look for evidence that you can turn deep science into a useful conversation with a busy expert, and that you understand the boundaries of the role.' },
        { h: 'Scientific and clinical fluency' },
        { list: [
          'Reading a clinical trial publication critically: design, endpoints, statistics, limitations.',
          'Explaining the mechanism of action and the evidence for a therapy in five minutes or in fifty.',
          'Knowing the treatment guidelines and the standard of care in the therapeutic area.',
        ] },
        { h: 'Compliance judgement' },
        { list: [
          'The difference between proactive and reactive scientific exchange.',
          'How to handle an off-label question, and how to document it.',
          'Why MSL activities are separated from sales goals and incentives.',
          'Adverse event reporting obligations and timelines.',
        ] },
        { h: 'Relationship and business skills' },
        { list: [
          'Mapping and prioritising thought leaders in a territory.',
          'Listening for insights, not only delivering slides.',
          'Planning travel, territory coverage and follow-up with little supervision.',
          'Working with cross-functional colleagues without a direct reporting line.',
        ] },
      ],
    },
    {
      heading: '3. A plan for landing your first MSL role',
      blocks: [
        { p: 'Candidates without industry experience face the same question in every interview: how do we know you can do this job? The steps below build a convincing answer.' },
        { h: 'Step 1: Choose a therapeutic focus' },
        { p: 'Match your clinical or research background to the therapeutic areas that are hiring. An oncology pharmacist or an immunology PhD starts with a credible story in those fields.' },
        { h: 'Step 2: Learn the language of medical affairs' },
        { p: 'Study the regulatory framework for scientific exchange, the drug development lifecycle, pharmacovigilance and health economics. A structured program such as the Board Certified Medical Affairs Specialist (BCMAS) covers these topics in 20 self-paced online modules and shows an employer that you have done the groundwork.' },
        { h: 'Step 3: Rewrite your CV for the role' },
        { list: [
          'Lead with scientific communication: presentations, teaching, publications, advisory roles.',
          'Show relationship building: collaborations, committee work, precepting.',
          'Quantify: number of talks given, audiences reached, studies supported.',
        ] },
        { h: 'Step 4: Practise the presentation interview' },
        { p: 'Most MSL interview processes include a 15 to 20 minute scientific presentation to a panel. Pick a recent, relevant publication, present it critically and fairly, and prepare for questions that test your compliance judgement as well as your science.' },
      ],
    },
    {
      heading: '4. Checklist before you apply',
      blocks: [
        { list: [
          'I can describe the MSL role and how it differs from a sales representative.',
          'I have chosen one or two therapeutic areas and read their current guidelines.',
          'I can explain the rules for off-label scientific exchange in my own words.',
          'My CV leads with scientific communication and relationship building.',
          'I have a 15 minute presentation ready on a recent publication.',
          'I have spoken with at least three people working in medical affairs.',
          'I have a plan for a recognised medical affairs credential.',
        ] },
        { h: 'About the council' },
        { p: 'The Accreditation Council for Medical Affairs sets a professional standard for the people who work between science and patients. Since 2015 it has certified thousands of medical affairs professionals in more than 80 countries through accredited, self-paced online programs. Learn more and explore our programs in the online catalog.' },
      ],
    },
  ],
};

const pharmacistGuide = {
  file: 'acma-pharmacist-definitive-guide.pdf',
  title: "The Pharmacist's Definitive Guide to Industry Careers",
  subtitle: 'How pharmacists move from community and hospital practice into medical affairs, medical information, pharmacovigilance and market access.',
  audience: 'Written for pharmacy students, residents, fellows and practising pharmacists exploring roles in the pharmaceutical and biotech industry.',
  edition: 'Accreditation Council for Medical Affairs - Career Guide Series',
  footer: "ACMA | The Pharmacist's Definitive Guide to Industry Careers",
  sections: [
    {
      heading: '1. Why industry hires pharmacists',
      blocks: [
        { p: 'Pharmacists bring a rare combination to industry: deep knowledge of drugs and therapeutics, daily experience answering clinical questions, and a habit of checking every detail. Companies rely on that combination in every function that connects a medicine with the people who prescribe, dispense and pay for it.' },
        { h: 'Skills from practice that transfer directly' },
        { list: [
          'Drug information retrieval and literature evaluation.',
          'Counselling patients and advising prescribers clearly and accurately.',
          'Spotting and reporting adverse drug reactions and medication errors.',
          'Working within strict legal and professional standards.',
          'Managing formularies, protocols and therapeutic interchange.',
        ] },
      ],
    },
    {
      heading: '2. Roles that suit pharmacists',
      blocks: [
        { h: 'Medical information specialist' },
        { p: 'Answers unsolicited questions from healthcare professionals and patients about a company product, writes standard response documents and supports product launches. It is the most common entry point for pharmacists.' },
        { h: 'Medical science liaison' },
        { p: 'A field-based scientific role building relationships with thought leaders. A PharmD with clinical depth in a therapeutic area is a strong candidate.' },
        { h: 'Pharmacovigilance and drug safety' },
        { p: 'Processes and evaluates adverse event reports, writes periodic safety reports and supports signal detection. Attention to detail and regulatory knowledge matter most.' },
        { h: 'Market access and health economics' },
        { p: 'Builds the value story for payers and health technology assessment bodies. Formulary management experience from hospital or managed care practice transfers well.' },
        { h: 'Regulatory affairs and prior authorisation' },
        { p: 'Prepares submissions, labelling and promotional review, or helps patients and providers through payer requirements. The council offers the Prior Authorization Certified Specialist (PACS) program, 12 self-paced online modules, for the access and reimbursement side of this work.' },
      ],
    },
    {
      heading: '3. Making the move',
      blocks: [
        { h: 'Build industry knowledge' },
        { list: [
          'Learn the drug development lifecycle from discovery to post-marketing.',
          'Understand the regulations that govern promotion and scientific exchange.',
          'Follow trade news in the therapeutic areas you know best.',
        ] },
        { h: 'Translate your experience' },
        { p: 'Hiring managers do not read pharmacy job titles the way pharmacists do. Describe what you did in industry terms: drug information queries answered per week, formulary reviews led, safety reports filed, prescribers educated.' },
        { h: 'Earn a recognised credential' },
        { p: 'A certification in medical affairs shows that you have learned the industry side of the work before your first day. The Board Certified Medical Affairs Specialist (BCMAS) program is recognised by employers around the world and is completed online at your own pace.' },
        { h: 'Network with purpose' },
        { p: 'Speak with pharmacists who have made the move. Ask what surprised them, what their interviews tested and which skills they use every day. Most will gladly share their story.' },
      ],
    },
    {
      heading: '4. Your 90-day action plan',
      blocks: [
        { list: [
          'Days 1-30: pick two target roles, read five job descriptions for each and list the skills they share.',
          'Days 31-60: close the gaps with a structured program and rewrite your CV in industry language.',
          'Days 61-90: reach out to ten people in your target roles, apply to your best matches and prepare a short scientific presentation.',
        ] },
        { h: 'About the council' },
        { p: 'The Accreditation Council for Medical Affairs has set the professional standard for medical affairs since 2015. Our accredited programs are self-paced and online, and many award continuing-education credit. Explore them in our online catalog.' },
      ],
    },
  ],
};

const biologicsWhitepaper = {
  file: 'acma-biologics-biosimilars-whitepaper.pdf',
  title: 'Biologics and Biosimilars: A Primer for Medical Affairs Teams',
  subtitle: 'The science, the regulatory pathway and the questions clinicians ask, in one short whitepaper.',
  audience: 'For medical science liaisons, medical information specialists, pharmacists and market access professionals who support biologic or biosimilar products.',
  edition: 'Accreditation Council for Medical Affairs - Whitepaper',
  footer: 'ACMA | Biologics and Biosimilars: A Primer for Medical Affairs Teams',
  sections: [
    {
      heading: '1. What makes a biologic different',
      blocks: [
        { p: 'Biologics are large, complex molecules such as monoclonal antibodies, fusion proteins, enzymes and hormones, produced in living cells rather than by chemical synthesis. Small changes in the cell line, culture conditions or purification can change the final product, which is why the manufacturing process is tightly controlled and why no two batches are ever chemically identical.' },
        { h: 'Key characteristics' },
        { list: [
          'Molecular weight often thousands of times that of a small-molecule drug.',
          'Structure includes folding and post-translational modifications such as glycosylation.',
          'Usually given by injection or infusion, with handling and storage requirements.',
          'Potential to provoke an immune response (immunogenicity).',
        ] },
      ],
    },
    {
      heading: '2. Biosimilars and how they are approved',
      blocks: [
        { p: 'A biosimilar is a biologic that is highly similar to an approved reference product, with no clinically meaningful differences in safety, purity or potency. Because biologics cannot be copied exactly, biosimilars are not generics: they are approved through an abbreviated pathway built on a totality-of-evidence approach.' },
        { h: 'The totality of evidence' },
        { list: [
          'Analytical studies comparing structure and function in detail. These are the foundation.',
          'Non-clinical studies where needed.',
          'Clinical pharmacology studies comparing pharmacokinetics and pharmacodynamics.',
          'Clinical studies, often in one sensitive indication, to confirm equivalent efficacy, safety and immunogenicity.',
        ] },
        { h: 'Extrapolation and interchangeability' },
        { p: 'Regulators may approve a biosimilar for indications of the reference product that were not studied directly, when the scientific justification supports it. Some jurisdictions also define interchangeability, which allows substitution at the pharmacy without the prescriber stepping in. The rules differ between countries, and medical affairs teams must know the rules in every market they support.' },
      ],
    },
    {
      heading: '3. Questions clinicians ask medical affairs',
      blocks: [
        { list: [
          'Is the biosimilar as effective and as safe as the product my patients take today?',
          'Can I switch a stable patient, and what does the evidence on switching show?',
          'How was the biosimilar approved for indications where it was not studied?',
          'Will my patients develop antibodies after switching?',
          'How will the payer and the pharmacy handle substitution?',
        ] },
        { p: 'Answers must be balanced, evidence based and within the rules for scientific exchange. Prepare standard responses for the questions you hear most often and keep them current as new switching and real-world data are published.' },
      ],
    },
    {
      heading: '4. What this means for your team',
      blocks: [
        { list: [
          'Field medical teams need fluency in analytical similarity data, not only in clinical trials.',
          'Medical information needs standard responses on switching, extrapolation and immunogenicity.',
          'Market access teams need to explain the value of biosimilar competition to payers.',
          'Pharmacovigilance must track product names and batch numbers so events are attributed correctly.',
        ] },
        { h: 'About the council' },
        { p: 'The Accreditation Council for Medical Affairs trains medical affairs professionals worldwide through accredited, self-paced online programs. Our catalog includes certifications and continuing education for teams that support biologic and biosimilar products.' },
      ],
    },
  ],
};

export const DOCUMENTS = [mslGuide, pharmacistGuide, biologicsWhitepaper];
