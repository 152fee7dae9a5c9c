import type { CardText } from "~/content/tarot/types";

export const PENTACLES_TEXT: Record<string, CardText> = {
  "ace-of-pentacles": {
    keywords: {
      upright: ["new opportunity", "prosperity", "manifestation", "solid start"],
      reversed: ["missed chance", "poor planning", "financial caution", "delays"],
    },
    upright:
      "The Ace of Pentacles is a seed with real potential. It often signals a new job, a financial opportunity, a business idea or a chance to improve your health or home. Unlike more dreamy beginnings, this one is tangible: you can hold it, build on it, and watch it grow. The card encourages you to take the offer seriously and plan practically. Open the savings account, draft the business plan, start the exercise routine. Small, steady investments of time and money now can become something substantial. Ground your hopes in action and they will take root.",
    reversed:
      "Reversed, the Ace of Pentacles suggests an opportunity is stuck in the ground. A deal might fall through, a job offer could be delayed, or you may be hesitant to commit resources to something promising. Sometimes it points to poor planning, like spending before the money arrives or chasing quick gains. Take a careful look at your finances and foundations. Make a budget, check the fine print, and build a safety net before taking bigger risks. If a door has closed, do not panic; practical opportunities tend to come around again for people who are prepared.",
    picture:
      "A hand reaches out of a cloud holding up a great gold pentacle. Below, a garden path runs between flowers and through an arch in a hedge towards distant mountains.",
  },
  "two-of-pentacles": {
    keywords: {
      upright: ["juggling priorities", "adaptability", "balance", "time management"],
      reversed: ["overcommitment", "disorganisation", "financial strain", "dropping the ball"],
    },
    upright:
      "The Two of Pentacles shows you juggling, and for now you are managing it. Work and home, bills and plans, several projects at once: life is busy, but you are adapting with surprising grace. This card praises your flexibility while reminding you that balance requires attention. Keep a clear calendar, prioritise ruthlessly, and build in a little slack for the unexpected. Enjoy the rhythm rather than fighting it. Keeping your sense of humour will help you more than any productivity app. If something new comes along, weigh it carefully before adding another ball to the air.",
    reversed:
      "Reversed, the Two of Pentacles shows the juggling act starting to wobble. You may have said yes to too much, lost track of deadlines, or be shuffling money between accounts just to stay afloat. Stress is rising because there is simply no slack left. This is a signal to simplify. List everything you are carrying and decide what can be dropped, delegated or delayed. Ask for help before something crashes. Getting organised may feel like another chore, but an hour of planning now can save weeks of scrambling later.",
    picture:
      "A young man in a feathered cap dances on the shore, juggling two pentacles joined by a ribbon looped like a figure eight. Behind him two small ships ride high waves.",
  },
  "three-of-pentacles": {
    keywords: {
      upright: ["teamwork", "collaboration", "skill", "learning"],
      reversed: ["poor teamwork", "lack of recognition", "unclear roles", "sloppy work"],
    },
    upright:
      "The Three of Pentacles celebrates skill that grows through cooperation. You may be part of a team, taking on an apprenticeship, or working with people whose talents complement yours. Each contributor matters, and the result is better than any one person could create alone. This card encourages you to share your expertise, ask for feedback and respect the different roles around you. Quality comes from attention to detail and a willingness to learn. If you are planning something, bring the right people in early. Good work gets noticed, and it builds lasting reputations.",
    reversed:
      "Reversed, the Three of Pentacles points to a team that is not pulling together. Roles may be unclear, someone is not doing their share, or your contributions are going unnoticed. It can also show you rushing your own work or refusing input because you would rather do everything yourself. Clarify expectations openly: who does what, by when, and to what standard. Give and request honest feedback. If recognition matters to you, document your work and speak up about it. Collaboration thrives on communication, and most team friction shrinks once the plan is visible to everyone.",
    picture:
      "In a cathedral, a stonemason stands on a bench working at a pointed arch carved with three pentacles, while a hooded monk and a patron holding the plans look on.",
  },
  "four-of-pentacles": {
    keywords: {
      upright: ["security", "saving", "control", "holding on"],
      reversed: ["greed", "fear of loss", "overspending", "possessiveness"],
    },
    upright:
      "The Four of Pentacles is about holding on tightly to what you have. There is wisdom in this: saving money, protecting your time and setting firm boundaries can build real security. But the card also asks whether your grip has become too tight. Are you refusing to spend even on things that would genuinely help you? Are you hoarding possessions, control or even feelings? Security is meant to support a good life, not replace it. Keep your sensible habits, and allow a little generosity and flow. What you share often returns in unexpected ways.",
    reversed:
      "Reversed, the Four of Pentacles shows your relationship with security swinging out of balance. For some, it means clutching so hard that fear of loss drives every choice, making you possessive, stingy or anxious about money no matter how much you have. For others, it shows the reverse: spending freely to fill an emotional gap, or giving too much away. Look at what money and control mean to you beneath the numbers. Steady, realistic planning can calm both extremes. Real security comes from resilience and relationships, not just from a full vault.",
    picture:
      "A crowned man sits on a stone seat clutching a pentacle to his chest, with one pentacle balanced on his crown and two under his feet. The roofs of a town stand behind him.",
  },
  "five-of-pentacles": {
    keywords: {
      upright: ["hardship", "financial loss", "isolation", "left out in the cold"],
      reversed: ["recovery", "accepting help", "spiritual poverty", "scarcity mindset"],
    },
    upright:
      "The Five of Pentacles describes a hard season. Money may be tight, your health shaky, or you feel excluded and unsupported, out in the cold while others seem warm inside. This card acknowledges that struggle honestly. It also points out that help is often closer than it looks, though pride or shame may be keeping you from asking. Reach out to friends, family, community services or professionals. Accepting support is not weakness. Focus on the next practical step rather than the whole mountain. Hard times are real, and they are also temporary.",
    reversed:
      "Reversed, the Five of Pentacles often signals that the worst is easing. Finances may be stabilising, your health improving, or you have finally found a door that opens. Let yourself accept that recovery, even if it arrives slowly. In some readings, though, it shows a different kind of poverty: feeling spiritually or emotionally empty even when material needs are met, or staying stuck in a scarcity mindset long after the crisis has passed. Notice which applies. Gratitude, community and small acts of self-care can warm you from the inside out.",
    picture:
      "Two poor figures trudge through falling snow past a church wall: a man on crutches with a bandaged head and a woman wrapped in a shawl. Above them a lit window shows five pentacles.",
  },
  "six-of-pentacles": {
    keywords: {
      upright: ["generosity", "giving and receiving", "charity", "fair exchange"],
      reversed: ["strings attached", "debt", "one-sided giving", "power imbalance"],
    },
    upright:
      "The Six of Pentacles is about the healthy flow of giving and receiving. You may be in a position to help someone, through money, time, skills or simply attention. Or you may be the one receiving support, a loan, a grant, a mentor's advice. Both roles are honourable. This card asks you to give generously and receive graciously, keeping the exchange fair and kind. Resources are meant to circulate. If you have more than enough, share some. If you need help, accept it without shame, and pass the kindness on when you can.",
    reversed:
      "Reversed, the Six of Pentacles points to giving that comes with hidden costs. Someone's generosity may carry strings, expectations or a quiet bid for control, or you might be the one keeping score. It can also reveal a pattern of always giving and never receiving, or debts piling up without a plan. Look honestly at the balance in your relationships and finances. Are the exchanges fair? Set clear terms for loans, say no to gifts that feel like traps, and let others support you too. Healthy generosity leaves both sides freer, not indebted.",
    picture:
      "A merchant holding a pair of scales drops coins to one of the two beggars kneeling at his feet. Six pentacles hang in an arc above, and a town and a castle stand behind.",
  },
  "seven-of-pentacles": {
    keywords: {
      upright: ["patience", "long-term investment", "assessment", "perseverance"],
      reversed: ["impatience", "wasted effort", "lack of reward", "rethinking strategy"],
    },
    upright:
      "The Seven of Pentacles asks you to pause and look at what you have been growing. You have put in real work, and results are beginning to show, though perhaps not as quickly as you would like. This is a moment for honest assessment. What is thriving? What needs more care? What should be pruned? Patience is the key lesson here, since many worthwhile things grow slowly. Keep tending your investments, whether money, skills, relationships or health. Trust the process without blindly trusting every part of it, and adjust your approach where the evidence says you should.",
    reversed:
      "Reversed, the Seven of Pentacles shows frustration with slow progress. You may feel you have worked hard for little reward, or you are tempted to abandon a long-term project just before it pays off. On the other hand, it might be telling you that an effort truly is not working and you are pouring energy into the wrong field. Decide carefully which situation you are in. Review your numbers and results with a clear eye. If the foundation is sound, keep going. If it is not, redirect your energy without guilt; knowing when to change course is a skill.",
    picture:
      "A farmer leans on his hoe with his chin on his hands, looking at a leafy bush where seven pentacles grow. A ploughed field and low hills lie around him.",
  },
  "eight-of-pentacles": {
    keywords: {
      upright: ["craftsmanship", "diligence", "skill building", "focus"],
      reversed: ["perfectionism", "lack of focus", "joyless repetition", "cutting corners"],
    },
    upright:
      "The Eight of Pentacles is the card of dedicated practice. You are honing a skill, learning a trade, or putting in the quiet, repetitive hours that turn talent into mastery. It may not be glamorous, but it is deeply satisfying. This card encourages you to commit to the work in front of you and take pride in doing it well. Focus on one task at a time, seek good teachers, and measure progress by improvement rather than applause. The effort you invest now compounds. Before long, what once took concentration will come naturally to you.",
    reversed:
      "Reversed, the Eight of Pentacles shows effort that has lost its balance. Perfectionism may keep you polishing one detail forever, or you might be so bored by repetitive work that you are cutting corners and losing pride in it. It can also point to practising the wrong thing, working hard without direction. Reconnect with why the work matters to you. If you are stuck perfecting, set a finish line. If you are disengaged, find a new challenge within the task or ask whether this path still suits you. Mastery needs purpose, not just hours.",
    picture:
      "A craftsman on a bench raises his mallet to chisel a pentacle on his work block. Six finished pentacles hang on a post beside him, one lies on the ground, and a town stands far off.",
  },
  "nine-of-pentacles": {
    keywords: {
      upright: ["self-sufficiency", "abundance", "independence", "refined enjoyment"],
      reversed: ["overworking", "financial dependence", "surface success", "shaky self-worth"],
    },
    upright:
      "The Nine of Pentacles shows the rewards of your own effort, enjoyed on your own terms. You have built a measure of comfort and independence, and you can take pleasure in it without needing anyone's approval. This card may point to financial stability, a beautiful home, or simply the confidence of knowing you can look after yourself. Enjoy the fruits of your work. Treat yourself to quality rather than quantity, spend time in nature, and take pride in your discipline. Self-reliance does not mean isolation; it means you choose connection from a place of strength.",
    reversed:
      "Reversed, the Nine of Pentacles suggests your sense of independence is shaky. You may be relying on someone else financially and feeling uneasy about it, or working so hard to maintain appearances that you never enjoy what you have. Sometimes it shows success that looks polished but rests on debt or exhaustion. Ask what would make you feel genuinely secure. Build your own skills and savings step by step. Also check whether your worth has become tied to possessions. Your value does not rise or fall with your bank balance, however loudly the world suggests otherwise.",
    picture:
      "A woman in a long gown stands in her vineyard with a hooded falcon perched on one hand and the other resting on a pentacle. Nine pentacles hang among the vines, with a castle on the hill behind.",
  },
  "ten-of-pentacles": {
    keywords: {
      upright: ["legacy", "family wealth", "long-term security", "tradition"],
      reversed: [
        "family disputes",
        "financial instability",
        "breaking tradition",
        "burdensome inheritance",
      ],
    },
    upright:
      "The Ten of Pentacles is the card of lasting foundations. It speaks of wealth in the broadest sense: stable finances, a supportive family, traditions passed down, and the satisfaction of building something that will outlast you. This might relate to property, inheritance, a family business, or long-term planning like pensions and wills. The card encourages you to think in decades rather than months. Honour what earlier generations gave you, and consider what you want to leave behind. Invest in the people and structures that will keep your household strong for years to come.",
    reversed:
      "Reversed, the Ten of Pentacles points to cracks in the foundation. There may be family conflict over money or property, a sudden financial setback, or pressure to follow a path your family expects but you do not want. It can also reveal an inheritance, literal or emotional, that feels more like a burden than a gift. Address money matters openly and get expert advice where needed. You are allowed to honour your roots while choosing different branches. Building security on your own values may take longer, but it will hold up better.",
    picture:
      "Under a stone archway an old man sits with his two dogs, near a couple and their small child. Ten pentacles fill the arch in the pattern of the Tree of Life.",
  },
  "page-of-pentacles": {
    keywords: {
      upright: ["ambition", "diligent study", "new venture", "practical dreams"],
      reversed: ["procrastination", "lack of progress", "unrealistic goals", "skipped basics"],
    },
    upright:
      "The Page of Pentacles is a student with a practical dream. This card often appears when you are starting a course, learning a trade, beginning a new job or turning a hobby into something more. The Page is curious but grounded, willing to put in steady effort rather than waiting for inspiration. Follow that example. Set a realistic goal, make a plan, and take the first concrete step today. Ask questions, take notes, and enjoy being a beginner. Good news about money, work or study may also be arriving. Small beginnings build solid futures.",
    reversed:
      "Reversed, the Page of Pentacles has a plan but struggles to start. Procrastination, distraction or a fear of not being good enough may be keeping your ideas on the shelf. Alternatively, you may be setting goals so large that no first step feels possible, or leaping into a venture without learning the basics. Break your goal into the smallest possible task and do it now. Seek a mentor or course that gives structure. Progress does not need to be impressive to count. A little consistent effort each day will move you further than grand intentions ever will.",
    picture:
      "A young page in a feathered cap and cloak stands in a ploughed field, gazing at the pentacle he holds up in both hands. Trees and a mountain rise behind him.",
  },
  "knight-of-pentacles": {
    keywords: {
      upright: ["reliability", "hard work", "routine", "persistence"],
      reversed: ["stagnation", "boredom", "stubbornness", "slipping follow-through"],
    },
    upright:
      "The Knight of Pentacles is the most dependable rider in the deck. He does not gallop; he plods, and he always arrives. This card asks you to commit to a steady routine and see your responsibilities through. Progress may feel slow, but it is solid. Show up, keep your promises and finish what you start. If you are deciding whom to trust, look for this kind of consistency. In love, work or money, reliable effort beats bursts of brilliance. Stay methodical, protect your energy and let results accumulate at their own pace.",
    reversed:
      "Reversed, the Knight of Pentacles has slowed to a standstill. Routine may have become a rut, and you keep doing the same things without asking whether they still serve you. Stubbornness can make you resist helpful change, while perfectionism slows every task. Or the reverse is happening: you have stopped following through and responsibilities are slipping. Shake things up carefully. Change one habit, learn one new method, or set a deadline that gets you moving. Consistency is a virtue, but only when it carries you somewhere you actually want to go.",
    picture:
      "A knight in armour and a plumed helmet sits still on a heavy dark horse, holding out a pentacle. The horse stands in a ploughed field with trees on the horizon.",
  },
  "queen-of-pentacles": {
    keywords: {
      upright: ["nurturing", "practical care", "abundance", "down to earth"],
      reversed: ["neglecting self-care", "smothering", "work-home imbalance", "comfort spending"],
    },
    upright:
      "The Queen of Pentacles makes a home feel like a sanctuary and a budget feel like a kindness. She combines warmth with practical know-how, looking after people through meals, organisation, good advice and a steady presence. This card invites you to care for yourself and others in tangible ways. Tend your body, your space and your finances with the same love you give to people. Create comfort without excess. If you are balancing work and family, trust your resourcefulness; you can handle more than you think, especially when you look after your own foundations first.",
    reversed:
      "Reversed, the Queen of Pentacles has been looking after everyone except herself. You may be exhausted from juggling caring duties and work, or your home and health have been pushed to the bottom of the list. Sometimes care tips over into smothering or control, or comfort is sought through spending and possessions. Reset your priorities. Cook yourself a proper meal, tidy one corner, book the appointment you have been putting off. Let others do their share. Nurturing yourself is the practical foundation that makes all your other care possible.",
    picture:
      "A crowned queen sits on her throne beneath an arch of roses, holding a pentacle in her lap and looking down at it. A rabbit sits in the grass nearby.",
  },
  "king-of-pentacles": {
    keywords: {
      upright: ["abundance", "business success", "stability", "generous leadership"],
      reversed: ["greed", "materialism", "stubborn control", "reckless investments"],
    },
    upright:
      "The King of Pentacles has built something that works. He is successful, secure and generous, the kind of leader who knows how to turn resources into results and share the benefits. This card suggests that your steady efforts are paying off, or that you are ready to step into a role of financial or professional responsibility. Make decisions with a long view and a practical eye. Use your stability to support others, whether by mentoring, employing or simply being dependable. Enjoy your success, and remember that true wealth includes the ability to provide.",
    reversed:
      "Reversed, the King of Pentacles lets wealth or status become the whole point. You may notice greed, rigid control over money, or a fear that makes you cling to power instead of using it well. It can also signal risky investments, a business decision made purely for profit, or someone who judges everyone by what they own. Look at your motivations. Are you building security or chasing status? Reconnect with the values behind your ambition. Share credit, spend wisely, and remember that a full account matters less than a good life.",
    picture:
      "A crowned king sits on a throne carved with bulls' heads, a sceptre in one hand and a pentacle on his knee. Grapevines climb on either side and a castle rises behind him.",
  },
};
