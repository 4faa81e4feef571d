import { ingredientAmount, ingredientName, ingredientRemark, timeSummary, type MealPlan, type Recipe } from '@forkcast/contracts';
import PDFDocument from 'pdfkit';
import { recipesByDay } from './recipes-by-day.js';
import { toWinAnsi } from './win-ansi-text.js';

/**
 * A5 pages with 12.5 pt body type: on a phone a page fills the screen's width and reads without zooming, and on
 * paper it is a booklet-sized page to cook from.
 */
const MARGIN = 32;
const SIZE = { title: 22, day: 19, recipe: 16, heading: 13, body: 12.5, small: 10.5 } as const;
/** The web app's colours: ink, muted text, leaf green and tomato red. */
const COLOR = { ink: '#1d2a22', muted: '#52605a', leaf: '#1c4d32', accent: '#a23a19' } as const;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
/** Room a recipe needs below its start (label, name, facts and the first lines) before it is moved to a new page. */
const RECIPE_MIN_SPACE = 140;
const LIST_INDENT = 18;

type Doc = PDFKit.PDFDocument;

export interface PdfOptions {
  /** Deflate the page content (the default); tests switch it off to read the text. */
  compress?: boolean;
}

/** The plan as a PDF: a cover block with the plan's facts, then each day from a new page, every recipe in full. */
export function renderPlanPdf(plan: MealPlan, options: PdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: MARGIN,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: toWinAnsi(plan.name), Author: 'Forkcast', Subject: 'Meal plan' },
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  writeCover(doc, plan);
  recipesByDay(plan.recipes).forEach(({ day, recipes }, index) => {
    if (index > 0) doc.addPage();
    else doc.moveDown(1.5);
    doc.outline.addItem(`Day ${day}`);
    doc.font(FONT.bold).fontSize(SIZE.day).fillColor(COLOR.leaf).text(`Day ${day}`);
    recipes.forEach((recipe, place) => writeRecipe(doc, recipe, place === 0 ? 0.4 : 1.2));
  });
  writePageNumbers(doc, plan.name);
  doc.end();
  return finished;
}

const width = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const left = (doc: Doc) => doc.page.margins.left;

/** Starts a new page unless `height` points still fit above the bottom margin. */
function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function writeCover(doc: Doc, plan: MealPlan): void {
  doc.font(FONT.bold).fontSize(SIZE.small).fillColor(COLOR.leaf).text('FORKCAST MEAL PLAN', { characterSpacing: 1 });
  doc.moveDown(0.3);
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOR.ink).text(toWinAnsi(plan.name));
  if (plan.description) {
    doc.moveDown(0.4);
    doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.muted).text(toWinAnsi(plan.description));
  }
  doc.moveDown(0.4);
  const days = plan.days_count === 1 ? '1 day' : `${plan.days_count} days`;
  const recipes = plan.recipe_count === 1 ? '1 recipe' : `${plan.recipe_count} recipes`;
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted).text(`${days} · ${recipes} · Max ${plan.prep_time_max} min prep`);
  const y = doc.y + 8;
  doc.moveTo(left(doc), y).lineTo(left(doc) + width(doc), y).lineWidth(1.5).strokeColor(COLOR.leaf).stroke();
  doc.y = y;
}

/** A recipe `gapLines` below what came before: the meal, name, facts, ingredients and numbered steps. */
function writeRecipe(doc: Doc, recipe: Recipe, gapLines: number): void {
  doc.moveDown(gapLines);
  keepTogether(doc, RECIPE_MIN_SPACE);
  const x = left(doc);
  doc.font(FONT.bold).fontSize(SIZE.small).fillColor(COLOR.accent).text(toWinAnsi(recipe.meal_type.toUpperCase()), x, doc.y, {
    characterSpacing: 0.8,
  });
  doc.font(FONT.bold).fontSize(SIZE.recipe).fillColor(COLOR.ink).text(toWinAnsi(recipe.name));
  doc.moveDown(0.2);
  const servings = recipe.servings === 1 ? '1 serving' : `${recipe.servings} servings`;
  doc.font(FONT.regular).fontSize(SIZE.small).fillColor(COLOR.muted).text(`${timeSummary(recipe)} · ${servings} · ${recipe.difficulty}`);

  writeListHeading(doc, 'Ingredients');
  for (const ingredient of recipe.ingredients) {
    const remark = ingredientRemark(ingredient);
    writeListItem(doc, '•', (itemX, itemWidth) => {
      doc
        .font(FONT.bold)
        .fillColor(COLOR.ink)
        .text(`${toWinAnsi(ingredientAmount(ingredient))} `, itemX, doc.y, { width: itemWidth, continued: true })
        .font(FONT.regular)
        .text(toWinAnsi(ingredientName(ingredient)), { continued: Boolean(remark) });
      if (remark) doc.fillColor(COLOR.muted).text(` (${toWinAnsi(remark)})`);
    });
  }

  writeListHeading(doc, 'Steps');
  recipe.instructions.forEach((step, index) => {
    writeListItem(doc, `${index + 1}.`, (itemX, itemWidth) => {
      doc.font(FONT.regular).fillColor(COLOR.ink).text(toWinAnsi(step), itemX, doc.y, { width: itemWidth, paragraphGap: 3 });
    });
  });
}

function writeListHeading(doc: Doc, title: string): void {
  doc.moveDown(0.6);
  keepTogether(doc, 3 * SIZE.body * 1.2);
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor(COLOR.leaf).text(title, left(doc), doc.y);
  doc.moveDown(0.2);
}

/** A bullet or number in the gutter and the item's text beside it, wrapped under itself. */
function writeListItem(doc: Doc, marker: string, writeText: (x: number, width: number) => void): void {
  doc.fontSize(SIZE.body);
  keepTogether(doc, doc.currentLineHeight(true));
  const y = doc.y;
  doc.font(FONT.regular).fillColor(COLOR.muted).text(marker, left(doc), y, { width: LIST_INDENT, lineBreak: false });
  doc.y = y;
  writeText(left(doc) + LIST_INDENT, width(doc) - LIST_INDENT);
}

/** 'Page 2 of 9' and the plan's name at the foot of every page, so a printed page can be put back in order. */
function writePageNumbers(doc: Doc, planName: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // The foot lies in the bottom margin, where pdfkit would otherwise start a new page for the text.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(COLOR.muted)
      .text(`${toWinAnsi(planName)} · Page ${index + 1} of ${count}`, left(doc), doc.page.height - bottom / 2 - 4, {
        width: width(doc),
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });
    doc.page.margins.bottom = bottom;
  }
}
