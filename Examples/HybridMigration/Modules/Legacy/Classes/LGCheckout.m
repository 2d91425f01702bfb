#import "LGCheckout.h"

@implementation LGCheckout
@end
